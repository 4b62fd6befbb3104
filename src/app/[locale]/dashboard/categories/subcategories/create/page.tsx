import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function CreateSubcategoryPage() {
  return <ReferenceFormPage kind="subcategory" />;
}
