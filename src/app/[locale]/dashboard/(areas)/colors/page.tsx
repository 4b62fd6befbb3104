import { ReferenceListPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function ColorListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReferenceListPage kind="color" searchParams={searchParams} />;
}
