import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function CreateAttributePage() {
  return <ReferenceFormPage kind="attribute" />;
}
