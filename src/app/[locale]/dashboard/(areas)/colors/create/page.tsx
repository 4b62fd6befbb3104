import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function CreateColorPage() {
  return <ReferenceFormPage kind="color" />;
}
