import 'server-only';
import { categoryCrud, subcategoryCrud } from './categories';
import { attributeCrud, brandCrud, colorCrud } from './reference';

const named = <A extends { actionName: string }>(crud: Record<string, A>): Record<string, A> =>
  Object.fromEntries(Object.values(crud).map((a) => [a.actionName, a]));

/** Every catalogue reference-data action (categories, subcategories, brands, colours, attributes) by name. */
export const catalogueActions = {
  ...named(categoryCrud),
  ...named(subcategoryCrud),
  ...named(brandCrud),
  ...named(colorCrud),
  ...named(attributeCrud),
};

export { attributeCrud, brandCrud, categoryCrud, colorCrud, subcategoryCrud };
