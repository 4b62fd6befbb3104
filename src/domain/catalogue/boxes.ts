import { multiply, round2 } from '@/lib/math';

/** 1 square metre in square feet; 1 metre in feet. */
export const SQ_FT_PER_SQ_M = 10.7639;

/** Waste allowance presets: the laying pattern decides how much is lost to cuts. */
export const WASTE_PRESETS = [
  { id: 'straight', percent: 5 },
  { id: 'standard', percent: 10 },
  { id: 'diagonal', percent: 15 },
  { id: 'herringbone', percent: 20 },
] as const;
export const DEFAULT_WASTE_PERCENT = 10;

export type LengthUnit = 'ft' | 'm';

export type RoomInput =
  { mode: 'dimensions'; unit: LengthUnit; length: number; width: number } | { mode: 'area'; unit: LengthUnit; area: number };

export interface BoxesInput {
  room: RoomInput;
  /** 0..100 */
  wastePercent: number;
  /** square feet one box covers (the product's unitValue) */
  coveragePerBox: number;
  /** charged price of one box */
  pricePerBox: number;
}

export interface BoxesResult {
  /** floor area in sq ft before waste */
  roomArea: number;
  /** area to buy for, waste included, in sq ft */
  areaNeeded: number;
  boxes: number;
  /** area the boxes cover, in sq ft */
  coveredArea: number;
  totalPrice: number;
}

/** Floor area in square feet; invalid or negative input counts as 0. */
export function roomAreaSqFt(room: RoomInput): number {
  const ok = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  if (room.mode === 'area') return room.unit === 'm' ? ok(room.area) * SQ_FT_PER_SQ_M : ok(room.area);
  const sq = ok(room.length) * ok(room.width);
  return room.unit === 'm' ? sq * SQ_FT_PER_SQ_M : sq;
}

/**
 * The largest room the calculator counts (docs/requirements.md, "Box calculator"), in the unit the customer measures
 * in: a side of 200 ft (60 m), a floor of 10,000 sq ft (929 m²), as a measure request's room; a larger space is
 * measured by the shop.
 */
export const MAX_ROOM_SIDE: Readonly<Record<LengthUnit, number>> = { ft: 200, m: 60 };
export const MAX_ROOM_AREA: Readonly<Record<LengthUnit, number>> = { ft: 10_000, m: 929 };

/** Which limit the room passes, if any: a side too long, or a floor too large. */
export function roomTooLarge(room: RoomInput): 'side' | 'area' | null {
  if (room.mode === 'dimensions' && (room.length > MAX_ROOM_SIDE[room.unit] || room.width > MAX_ROOM_SIDE[room.unit])) return 'side';
  const area = room.mode === 'area' ? room.area : room.length * room.width;
  return area > MAX_ROOM_AREA[room.unit] ? 'area' : null;
}

/**
 * boxes = ceil(area x (1 + waste) / coverage per box); null when the product has no usable coverage or the room is
 * larger than the calculator counts (roomTooLarge).
 */
export function calculateBoxes(input: BoxesInput): BoxesResult | null {
  const { coveragePerBox } = input;
  if (!Number.isFinite(coveragePerBox) || coveragePerBox <= 0) return null;
  if (roomTooLarge(input.room)) return null;
  const waste = Math.min(Math.max(Number.isFinite(input.wastePercent) ? input.wastePercent : DEFAULT_WASTE_PERCENT, 0), 100) / 100;
  const roomArea = roomAreaSqFt(input.room);
  const areaNeeded = roomArea * (1 + waste);
  // toPrecision removes float noise (100 * 1.1 = 110.00000000000001) before rounding up
  const boxes = areaNeeded > 0 ? Math.ceil(Number((areaNeeded / coveragePerBox).toPrecision(12))) : 0;
  return {
    roomArea: round2(roomArea),
    areaNeeded: round2(areaNeeded),
    boxes,
    coveredArea: multiply(boxes, coveragePerBox),
    totalPrice: multiply(boxes, input.pricePerBox),
  };
}
