import 'server-only';
import type { z } from 'zod';
import type { DefinedAction } from '@/server/action';
import { productActions } from './products';
import { attributeCrud, brandCrud, categoryCrud, colorCrud, subcategoryCrud } from './catalogue';
import { couponActions } from './coupons';
import { shippingActions } from './shipping';
import { subscriberActions } from './subscribers';
import { customerActions } from './customers';
import { orderActions } from './orders';
import { orderEditActions } from './orders/order-edit';
import { orderShipmentActions } from './orders/order-shipment';
import { orderViewActions } from './orders/order-views';
import { orderPickupActions } from './orders/order-pickup';
import { manualOrderActions } from './orders/manual-order';
import { orderProductActions } from './orders/order-products';
import { paymentActions } from './payments';
import { orderPaymentActions } from './orders/order-payments';
import { overviewActions } from './overview';
import { reportActions } from './reports';
import { staffActions } from './staff';
import { activityActions } from './activity';
import { blogActions } from './content/blogs';
import { pageSettingsActions } from './content/page-settings';
import { settingsActions } from './settings';
import { settingsTaxActions } from './settings-taxes';
import { settingsAccessoryActions } from './settings-accessories';
import { tourMessageActions } from './content/tours-messages';
import { reviewActions } from './reviews';
import { measureActions } from './measure';

/**
 * Every dashboard action reachable over HTTP (`POST /api/dashboard/{name}`), by name. Each area keeps its
 * actions in its own module under src/server/dashboard/ and lists them here; the authorisation suite walks
 * this list, so an action that is not registered here cannot be called from the browser at all.
 */
const AREAS = [
  productActions,
  categoryCrud,
  subcategoryCrud,
  brandCrud,
  colorCrud,
  attributeCrud,
  couponActions,
  shippingActions,
  subscriberActions,
  orderActions,
  orderShipmentActions,
  orderViewActions,
  orderPickupActions,
  orderEditActions,
  manualOrderActions,
  orderProductActions,
  paymentActions,
  orderPaymentActions,
  staffActions,
  activityActions,
  customerActions,
  overviewActions,
  reportActions,
  settingsActions,
  settingsTaxActions,
  settingsAccessoryActions,
  pageSettingsActions,
  blogActions,
  tourMessageActions,
  reviewActions,
  measureActions,
] as const;

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;
type RegisteredAction = ValuesOf<(typeof AREAS)[number]>;

/** The registered actions by name, as types: what the browser's typed calls are checked against. */
export type DashboardActions = { [A in RegisteredAction as A['actionName']]: A };
export type DashboardActionName = keyof DashboardActions;
/** What the browser sends to an action: the input side of its zod schema. */
export type DashboardActionInput<N extends DashboardActionName> = z.input<DashboardActions[N]['schema']>;
/** What an action answers on success. */
export type DashboardActionData<N extends DashboardActionName> =
  DashboardActions[N] extends DefinedAction<z.ZodType, infer T, string> ? T : never;
/** The names of the actions that accept an input of shape I (e.g. `{ ids: string[] }` for a table's delete). */
export type DashboardActionNameFor<I> = { [N in DashboardActionName]: I extends DashboardActionInput<N> ? N : never }[DashboardActionName];

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyAction = DefinedAction<any, any>;

export const DASHBOARD_ACTIONS: Readonly<Record<string, AnyAction>> = Object.freeze(
  Object.fromEntries(AREAS.flatMap((area) => Object.values(area as Record<string, AnyAction>).map((a) => [a.actionName, a] as const))),
);

export function findDashboardAction(name: string): AnyAction | undefined {
  return Object.hasOwn(DASHBOARD_ACTIONS, name) ? DASHBOARD_ACTIONS[name] : undefined;
}
