import { ReferenceListPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function AttributeListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReferenceListPage kind="attribute" searchParams={searchParams} />;
}
