/** What the menus need of a category (name, slug, subCategories; docs/requirements.md, "Category tree"). */
export interface MenuCategory {
  name: string;
  slug: string;
  /** "en" on a name shown in English for want of a translation (docs/requirements.md, "Content in four languages") */
  lang?: { name?: 'en' };
  subCategories: { name: string; slug: string; lang?: { name?: 'en' } }[];
}
