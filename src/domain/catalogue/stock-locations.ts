import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';

/*
 * Stock locations, dye lots and transfers between locations (docs/requirements.md, "Locations and lots"). Field
 * messages are keys of `dashProducts.locations.errors` or `dashProducts.stock.errors` written in full, or a limit of
 * `dashboard.validation`.
 */

const locationMessage = (key: string) => `dashProducts.locations.errors.${key}`;
const stockMessage = (key: string) => `dashProducts.stock.errors.${key}`;

export const LOCATION_NAME_MAX = 80;
export const LOCATION_ADDRESS_MAX = 300;
export const LOCATION_POSITION_MAX = 9999;

/** A location as staff create or edit it: `id` '' for a new one. */
export const locationSchema = z.object({
  id: z.union([z.uuid('invalid'), z.literal('')]).default(''),
  name: z.string().trim().min(1, 'required').max(LOCATION_NAME_MAX, limitMessage('maxChars', LOCATION_NAME_MAX)),
  address: z.string().trim().max(LOCATION_ADDRESS_MAX, limitMessage('maxChars', LOCATION_ADDRESS_MAX)).default(''),
  /** customers may collect pickup orders here */
  pickup: z.boolean().default(false),
  /** the locations' order; the first is where stock goes when no place is named */
  position: z
    .number({ error: () => locationMessage('positionFormat') })
    .int(locationMessage('positionFormat'))
    .min(0, locationMessage('positionFormat'))
    .max(LOCATION_POSITION_MAX, limitMessage('maxNumber', LOCATION_POSITION_MAX))
    .default(0),
});

/** The refusals of a location's save and delete, as `messageKey`s and field messages. */
export const LOCATION_NAME_TAKEN = locationMessage('nameTaken');
export const LOCATION_IN_USE = locationMessage('inUse');
export const LAST_LOCATION = locationMessage('lastLocation');

export const LOT_CODE_MAX = 40;
export const LOT_DETAIL_MAX = 40;

/** A dye lot as printed on the box: its code, shade and caliber (the shade and caliber may be left empty). */
export const lotFields = {
  lotCode: z.string().trim().max(LOT_CODE_MAX, limitMessage('maxChars', LOT_CODE_MAX)).default(''),
  shade: z.string().trim().max(LOT_DETAIL_MAX, limitMessage('maxChars', LOT_DETAIL_MAX)).default(''),
  caliber: z.string().trim().max(LOT_DETAIL_MAX, limitMessage('maxChars', LOT_DETAIL_MAX)).default(''),
};

/** A lot-tracked product's stock is recorded with its lot. */
export const LOT_REQUIRED = stockMessage('lotRequired');
/**
 * The lines of a receipt that lack the lot their lot-tracked product needs, as field errors at each (`lines.2.lotCode`):
 * the form names every such line at once, where the server stops at the first.
 */
export function missingLots(lines: readonly { lotTracked: boolean; lotCode: string }[]): Record<string, string> {
  return Object.fromEntries(lines.flatMap((l, i) => (l.lotTracked && !l.lotCode.trim() ? [[`lines.${i}.lotCode`, LOT_REQUIRED]] : [])));
}

/** A product that does not track dye lots takes no lot. */
export const LOT_NOT_TRACKED = stockMessage('lotNotTracked');
/** A lot code already recorded with another shade or caliber. */
export const LOT_DIFFERS = stockMessage('lotDiffers');
/** Both a recorded lot and a new lot code. */
export const LOT_TWICE = stockMessage('lotTwice');
/** A transfer needs two different locations. */
export const SAME_LOCATION = stockMessage('sameLocation');

/**
 * A new lot's code, shade and caliber clash with a recorded lot of the same code when a shade or caliber is given and
 * differs (left empty: the recorded one stands).
 */
export function lotDiffers(recorded: { shade: string; caliber: string }, given: { shade: string; caliber: string }): boolean {
  return (given.shade !== '' && given.shade !== recorded.shade) || (given.caliber !== '' && given.caliber !== recorded.caliber);
}

/** How a holding reads in a select: its place, then its lot's code, shade and caliber. */
export function holdingLabel(h: { location: string; lot: { code: string; shade: string; caliber: string } | null }): string {
  return [h.location, h.lot ? lotLabel(h.lot) : ''].filter(Boolean).join(' · ');
}

/** A lot's code, shade and caliber as one short text (empty ones left out). */
export function lotLabel(lot: { code: string; shade: string; caliber: string }): string {
  return [lot.code, lot.shade, lot.caliber].filter(Boolean).join(' / ');
}
