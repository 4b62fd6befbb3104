import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function EditBrandPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="brand" params={params} />;
}
