import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function CreateCategoryPage() {
  return <ReferenceFormPage kind="category" />;
}
