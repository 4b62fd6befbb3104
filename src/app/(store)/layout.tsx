import { StoreFrame } from '@/features/layout/store-frame';
import { CartQuantity } from './_components/cart-quantity';

export default function StoreLayout({ children }: { children: React.ReactNode }) {
  return <StoreFrame cartQuantity={<CartQuantity />}>{children}</StoreFrame>;
}
