import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function CreateBrandPage() {
  return <ReferenceFormPage kind="brand" />;
}
