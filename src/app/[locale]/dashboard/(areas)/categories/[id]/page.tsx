import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="category" params={params} />;
}
