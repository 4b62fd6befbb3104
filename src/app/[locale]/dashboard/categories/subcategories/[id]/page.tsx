import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function EditSubcategoryPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="subcategory" params={params} />;
}
