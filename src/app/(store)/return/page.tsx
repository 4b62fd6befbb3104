import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichPageTemplate } from '@/features/content/templates/rich-page-template';
import { getRichPage } from '@/server/content/get-page';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getRichPage('return');
  return page ? { title: page.seoTitle || page.title, description: page.seoDescription } : {};
}

export default async function Page() {
  const page = await getRichPage('return');
  if (!page) notFound();
  return <RichPageTemplate title={page.title} html={page.html} />;
}
