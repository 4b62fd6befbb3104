import type { DeleteActionName } from './call-action';

/**
 * What each table's delete removes, named in the confirm dialog's title and buttons ("Keep product" / "Delete
 * product", docs/requirements.md, "Destructive actions"). Keyed by every registered delete action, so a new one
 * does not type-check until its thing is named here and in `dashboard.confirm.things` of the four locale files.
 */
export const DELETE_THING = {
  'product.delete': 'product',
  'category.delete': 'category',
  'subcategory.delete': 'subcategory',
  'brand.delete': 'brand',
  'color.delete': 'color',
  'attribute.delete': 'attribute',
  'coupon.delete': 'coupon',
  'shipping.delete': 'shipping',
  'subscriber.delete': 'subscriber',
  'staff.delete': 'staff',
  'blogs.delete': 'blog',
  'blogs.categoryDelete': 'blogCategory',
  'pageSettings.tourDelete': 'tour',
} as const satisfies Record<DeleteActionName, string>;

export type DeleteThing = (typeof DELETE_THING)[DeleteActionName];

/** Message keys (under `dashboard.confirm`) of the dialog that deletes `count` things removed by `action`. */
export function deleteDialogKeys(action: DeleteActionName) {
  const thing: DeleteThing = DELETE_THING[action];
  return {
    title: `things.${thing}.title`,
    keep: `things.${thing}.keep`,
    confirm: `things.${thing}.delete`,
  } as const;
}
