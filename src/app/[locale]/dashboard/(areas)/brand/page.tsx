import { ReferenceListPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function BrandListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReferenceListPage kind="brand" searchParams={searchParams} />;
}
