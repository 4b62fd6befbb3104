import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function EditSubcategoryPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="subcategory" params={params} />;
}
