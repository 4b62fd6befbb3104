import { ReferenceListPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function CategoryListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReferenceListPage kind="category" searchParams={searchParams} />;
}
