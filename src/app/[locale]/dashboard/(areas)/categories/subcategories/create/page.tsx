import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function CreateSubcategoryPage() {
  return <ReferenceFormPage kind="subcategory" />;
}
