import { filterMenu, type PermissionKey, type SessionUserLike } from '../permissions/permissions';

export interface DashboardSubItem {
  labelKey: string;
  href: string;
  /** (docs/requirements.md, "Dashboard menu"): create entries are hidden from staff with view only */
  create?: boolean;
  [key: string]: unknown;
}

export interface DashboardMenuItem {
  id: string;
  labelKey: string;
  href: string;
  icon: string;
  /** menu target: a permission key (docs/requirements.md, "Permission keys"); the staff section has none (admin only) */
  target: PermissionKey | 'admin';
  subMenu?: DashboardSubItem[];
  [key: string]: unknown;
}

const list = (labelKey: string, href: string): DashboardSubItem => ({ labelKey, href });
const create = (labelKey: string, href: string): DashboardSubItem => ({ labelKey, href, create: true });

/** The dashboard side menu: every dashboard route under its permission key (docs/requirements.md, "Dashboard menu"). */
export const DASHBOARD_MENU: readonly DashboardMenuItem[] = [
  { id: 'dashboard', labelKey: 'dashboard', href: '/dashboard', icon: 'dashboard', target: 'dashboard' },
  { id: 'reports', labelKey: 'reports', href: '/dashboard/reports', icon: 'reports', target: 'dashboard' },
  { id: 'orders', labelKey: 'orders', href: '/dashboard/orders', icon: 'orders', target: 'order' },
  { id: 'measure', labelKey: 'measure', href: '/dashboard/measure', icon: 'measure', target: 'order' },
  {
    id: 'products',
    labelKey: 'products',
    href: '/dashboard/product',
    icon: 'products',
    target: 'product',
    subMenu: [
      list('productList', '/dashboard/product'),
      create('productCreate', '/dashboard/product/create'),
      list('productDeliveries', '/dashboard/product/deliveries'),
      list('productPurchaseOrders', '/dashboard/product/purchase-orders'),
      list('productLocations', '/dashboard/product/locations'),
    ],
  },
  {
    id: 'categories',
    labelKey: 'categories',
    href: '/dashboard/categories',
    icon: 'categories',
    target: 'category',
    subMenu: [
      list('categoryList', '/dashboard/categories'),
      create('categoryCreate', '/dashboard/categories/create'),
      list('subcategories', '/dashboard/categories/subcategories'),
      create('subcategoryCreate', '/dashboard/categories/subcategories/create'),
    ],
  },
  {
    id: 'brands',
    labelKey: 'brands',
    href: '/dashboard/brand',
    icon: 'brands',
    target: 'brand',
    subMenu: [list('brandList', '/dashboard/brand'), create('brandCreate', '/dashboard/brand/create')],
  },
  {
    id: 'colors',
    labelKey: 'colors',
    href: '/dashboard/colors',
    icon: 'colors',
    target: 'color',
    subMenu: [list('colorList', '/dashboard/colors'), create('colorCreate', '/dashboard/colors/create')],
  },
  {
    id: 'attributes',
    labelKey: 'attributes',
    href: '/dashboard/attributes',
    icon: 'attributes',
    target: 'attribute',
    subMenu: [list('attributeList', '/dashboard/attributes'), create('attributeCreate', '/dashboard/attributes/create')],
  },
  {
    id: 'coupons',
    labelKey: 'coupons',
    href: '/dashboard/coupons',
    icon: 'coupons',
    target: 'coupon',
    subMenu: [list('couponList', '/dashboard/coupons'), create('couponCreate', '/dashboard/coupons/create')],
  },
  { id: 'shipping', labelKey: 'shipping', href: '/dashboard/shipping', icon: 'shipping', target: 'shippingCharges' },
  { id: 'customers', labelKey: 'customers', href: '/dashboard/users', icon: 'customers', target: 'customers' },
  { id: 'reviews', labelKey: 'reviews', href: '/dashboard/reviews', icon: 'reviews', target: 'review' },
  { id: 'subscribers', labelKey: 'subscribers', href: '/dashboard/subscribers', icon: 'subscribers', target: 'subscriber' },
  {
    id: 'blogs',
    labelKey: 'blogs',
    href: '/dashboard/blogs',
    icon: 'blogs',
    target: 'blogs',
    subMenu: [
      list('blogList', '/dashboard/blogs'),
      create('blogCreate', '/dashboard/blogs/create'),
      list('blogCategories', '/dashboard/blogs/categories'),
      create('blogCategoryCreate', '/dashboard/blogs/categories/create'),
    ],
  },
  {
    id: 'pages',
    labelKey: 'pages',
    href: '/dashboard/page/home',
    icon: 'pages',
    target: 'pageSettings',
    subMenu: [
      list('pageHome', '/dashboard/page/home'),
      list('pageAbout', '/dashboard/page/about'),
      list('pagePrivacy', '/dashboard/page/privacy'),
      list('pageTerms', '/dashboard/page/terms'),
      list('pageReturn', '/dashboard/page/return'),
      list('pageFaq', '/dashboard/page/faq'),
      list('virtualTour', '/dashboard/virtualtour'),
      list('messages', '/dashboard/messages'),
    ],
  },
  {
    id: 'settings',
    labelKey: 'settings',
    href: '/dashboard/settings',
    icon: 'settings',
    target: 'settings',
    subMenu: ['layout', 'graphics', 'seo', 'script', 'gateway', 'login', 'security', 'stock', 'taxes'].map((k) =>
      list(k, `/dashboard/settings/${k}`),
    ),
  },
  {
    id: 'staff',
    labelKey: 'staff',
    href: '/dashboard/staffs',
    icon: 'staff',
    target: 'admin',
    subMenu: [
      list('staffList', '/dashboard/staffs'),
      create('staffCreate', '/dashboard/staffs/create'),
      list('activity', '/dashboard/activity'),
    ],
  },
];

/**
 * The entries this user sees (docs/requirements.md, "Dashboard menu"): admin sees everything; staff see an area in full with edit, without
 * its create entries with view only, not at all without either; the staff section (no key) is admin-only.
 */
export function dashboardMenuFor(
  user: SessionUserLike | null | undefined,
  menu: readonly DashboardMenuItem[] = DASHBOARD_MENU,
): DashboardMenuItem[] {
  if (user?.a) return menu.map((m) => ({ ...m }));
  return filterMenu(
    menu.map((m) => (m.target === 'admin' ? { ...m, target: 'no' as const } : m)) as DashboardMenuItem[],
    user,
  ) as DashboardMenuItem[];
}

/** The entry and sub-entry that match a path (longest href wins), for highlighting. */
export function activeMenuHref(menu: readonly DashboardMenuItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const href of menu.flatMap((m) => [m.href, ...(m.subMenu ?? []).map((s) => s.href)])) {
    const hit = pathname === href || (href !== '/dashboard' && pathname.startsWith(`${href}/`));
    if (hit && (!best || href.length > best.length)) best = href;
  }
  return best;
}

/**
 * The side menu folded to its icon rail is remembered in a cookie (docs/requirements.md, "Dashboard frame"), so the
 * server draws the page the way the staff member left it: no flash, no hydration mismatch.
 */
export const MENU_COLLAPSED_COOKIE = 'DASHBOARD_MENU';

/** Is the menu folded, by the cookie's value? Only the exact value the menu writes counts. */
export function menuCollapsedFrom(cookie: string | undefined): boolean {
  return cookie === 'collapsed';
}

/** The cookie the menu's fold button writes (a year, the whole site: the dashboard lives under each language's path). */
export function menuCollapsedCookie(collapsed: boolean): string {
  return `${MENU_COLLAPSED_COOKIE}=${collapsed ? 'collapsed' : 'open'}; max-age=${365 * 24 * 3600}; path=/; SameSite=Lax`;
}

/**
 * What a dashboard page's browser-tab title says (docs/requirements.md, "Dashboard frame"), as message keys: its menu
 * entry (`dashboard.menu.<key>`: "Orders", "Add coupon"), a settings page's own title
 * (`dashSettings.pages.<key>.title`), or a record under a menu entry ("Orders: details"). A page with a
 * title of its own (generateMetadata) overrides it.
 */
export type DashboardPageTitle = { kind: 'menu' | 'detail'; key: string } | { kind: 'settings'; key: string };

export function dashboardPageTitle(path: string): DashboardPageTitle | null {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const settings = /^\/dashboard\/settings\/([a-z]+)$/.exec(clean);
  if (settings) return { kind: 'settings', key: settings[1] };
  const href = activeMenuHref(DASHBOARD_MENU, clean);
  if (!href) return null;
  const entry = DASHBOARD_MENU.find((m) => m.href === href || m.subMenu?.some((s) => s.href === href))!;
  // a list that is also its section's own address takes the section's name ("Products", not "All products")
  const sub = entry.href === href ? undefined : entry.subMenu?.find((s) => s.href === href);
  return { kind: clean === href ? 'menu' : 'detail', key: sub?.labelKey ?? entry.labelKey };
}
