/** What the menus need of a category (name, slug, subCategories; docs/requirements.md, "Category tree"). */
export interface MenuCategory {
  name: string;
  slug: string;
  subCategories: { name: string; slug: string }[];
}
