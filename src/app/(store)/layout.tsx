import { StoreFrame } from '@/features/layout/store-frame';

export default function StoreLayout({ children }: { children: React.ReactNode }) {
  return <StoreFrame>{children}</StoreFrame>;
}
