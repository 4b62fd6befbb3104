import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function CreateCategoryPage() {
  return <ReferenceFormPage kind="category" />;
}
