import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function EditColorPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="color" params={params} />;
}
