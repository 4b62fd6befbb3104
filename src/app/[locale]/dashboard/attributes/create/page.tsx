import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function CreateAttributePage() {
  return <ReferenceFormPage kind="attribute" />;
}
