import { ReferenceListPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function SubcategoryListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReferenceListPage kind="subcategory" searchParams={searchParams} />;
}
