import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function CreateBrandPage() {
  return <ReferenceFormPage kind="brand" />;
}
