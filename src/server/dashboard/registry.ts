import 'server-only';
import type { DefinedAction } from '@/server/action';
import { productActions } from './products';
import { catalogueActions } from './catalogue';
import { couponActions } from './coupons';
import { shippingActions } from './shipping';
import { subscriberActions } from './subscribers';
import { customerActions } from './customers';
import { orderActions } from './orders';
import { paymentActions } from './payments';
import { overviewActions } from './overview';
import { staffActions } from './staff';
import { blogActions } from './content/blogs';
import { pageSettingsActions } from './content/page-settings';
import { settingsActions } from './settings';
import { tourMessageActions } from './content/tours-messages';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyAction = DefinedAction<any, any>;

/**
 * Every dashboard action reachable over HTTP (`POST /api/dashboard/{name}`), by name. Each area keeps its
 * actions in its own module under src/server/dashboard/ and spreads them in here; the authorisation suite
 * walks this list, so an action that is not registered here cannot be called from the browser at all.
 */
const AREAS: Record<string, AnyAction>[] = [productActions, catalogueActions, couponActions, shippingActions, subscriberActions, orderActions, paymentActions, staffActions, customerActions, overviewActions, settingsActions, pageSettingsActions, blogActions, tourMessageActions];

export const DASHBOARD_ACTIONS: Readonly<Record<string, AnyAction>> = Object.freeze(
  Object.fromEntries(AREAS.flatMap((area) => Object.values(area).map((a) => [a.actionName, a] as const))),
);

export function findDashboardAction(name: string): AnyAction | undefined {
  return Object.hasOwn(DASHBOARD_ACTIONS, name) ? DASHBOARD_ACTIONS[name] : undefined;
}
