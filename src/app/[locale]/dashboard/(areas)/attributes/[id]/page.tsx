import { ReferenceFormPage } from '@/features/dashboard/catalogue/templates/reference-pages';

export default function EditAttributePage({ params }: { params: Promise<{ id: string }> }) {
  return <ReferenceFormPage kind="attribute" params={params} />;
}
