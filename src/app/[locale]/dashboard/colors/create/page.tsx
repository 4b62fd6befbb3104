import { ReferenceFormPage } from '@/features/dashboard-catalog/templates/reference-pages';

export default function CreateColorPage() {
  return <ReferenceFormPage kind="color" />;
}
