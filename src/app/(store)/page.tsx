import { HomeTemplate } from '@/features/home/templates/home-template';
import { listCategories } from '@/server/catalogue/list-categories';
import { getHomeContent } from '@/server/content/get-page';

export default async function HomePage() {
  const [categories, home] = await Promise.all([listCategories(), getHomeContent()]);
  return <HomeTemplate categories={categories} heroImage={home?.hero[0]?.image} />;
}
