import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function EditBrandPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="brand" params={params} />;
}
