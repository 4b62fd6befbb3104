/** What the menus need of a category (spec §3 Category: name, slug, subCategories). */
export interface MenuCategory {
  name: string;
  slug: string;
  subCategories: { name: string; slug: string }[];
}
