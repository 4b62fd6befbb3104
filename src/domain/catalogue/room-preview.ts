/**
 * The room preview's geometry (docs/requirements.md, "Room preview"): a floor product's planks or tiles laid on the
 * floor of a room picture in perspective and at their real size. A picture's floor is a plane; four points of it whose
 * places on the floor are known (millimetres) fix the projective map (homography) between the floor and the picture.
 * The shop's own room pictures know theirs from the camera they were drawn with; a customer's photo knows its four
 * marked corners and the room size they give.
 */

export interface Pt {
  x: number;
  y: number;
}

/** A 3x3 projective map, row-major, h[8] = 1. */
export type Homography = readonly number[];

/** The map taking from[i] to to[i] (i = 0..3); null when the points are degenerate (three in a line). */
export function homography(from: readonly Pt[], to: readonly Pt[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) return null;
  // eight equations in h0..h7: x' (h6 x + h7 y + 1) = h0 x + h1 y + h2, and the same for y'
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i];
    const { x: u, y: v } = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    if (Math.abs(a[pivot][c]) < 1e-10) return null;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 9; k++) a[r][k] -= f * a[c][k];
    }
  }
  const h = a.map((row, i) => row[8] / row[i]);
  return [...h, 1];
}

export function project(h: Homography, p: Pt): Pt {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/**
 * Whether four marked corners make a floor: a convex quadrilateral, its corners in order around it (either way),
 * not too thin to map. Corners crossing each other (a bow tie) or folded inward are refused.
 */
export function isFloorQuad(q: readonly Pt[], minArea = 400): boolean {
  if (q.length !== 4) return false;
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i];
    const b = q[(i + 1) % 4];
    const c = q[(i + 2) % 4];
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign && s !== sign) return false;
    sign = s;
  }
  let area = 0;
  for (let i = 0; i < 4; i++) area += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
  return Math.abs(area) / 2 >= minArea;
}

/** What lies on the floor: planks (laid in staggered rows along the room's depth) or tiles (a grid). */
export interface Surface {
  kind: 'plank' | 'tile';
  /** across a plank, or a tile's side along the room's width (mm) */
  widthMm: number;
  /** along a plank, or a tile's side along the room's depth (mm) */
  lengthMm: number;
  /** grout or bevel between pieces (mm) */
  jointMm: number;
}

const DEFAULT_PLANK: Surface = { kind: 'plank', widthMm: 190, lengthMm: 1220, jointMm: 1 };
const DEFAULT_TILE: Surface = { kind: 'tile', widthMm: 600, lengthMm: 600, jointMm: 3 };
const SIZE_LABELS = /^(plank|tile|slat) size$/i;

/** "7.5" x 48" (191 x 1219 mm)", "12" x 24"", "12x24": the two sides in mm, smaller first; null when none is given. */
export function parseSize(text: string): [number, number] | null {
  const mm = /(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*mm/i.exec(text);
  const inch = /(\d+(?:\.\d+)?)\s*(?:"|in\b|″)?\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:"|in\b|″)?/i.exec(text);
  const inches = (v: string) => Math.round(Number(v) * 254) / 10;
  const sides = mm ? [Number(mm[1]), Number(mm[2])] : inch ? [inches(inch[1]), inches(inch[2])] : null;
  if (!sides || sides.some((s) => !(s >= 20 && s <= 3000))) return null;
  return [Math.min(sides[0], sides[1]), Math.max(sides[0], sides[1])];
}

/**
 * A floor product's pieces from its specifications ("Plank Size", "Tile Size", "Slat Size"); the chosen variant's
 * size first when its attribute is a size (tiles sold in several sizes). Without a size: a common plank or tile.
 */
/** Among a variant's options (English names and values), the one that gives its size ("Plank size": "7 x 48 in"), if any. */
export function sizeOption(options: readonly { name: string; value: string }[]): { name: string; value: string } | null {
  return options.find((o) => SIZE_LABELS.test(o.name.trim())) ?? null;
}

export function surfaceOf(
  specifications: readonly { name: string; value: string }[],
  variantAttribute?: { name: string; value: string } | null,
): Surface {
  const spec = specifications.find((s) => SIZE_LABELS.test(s.name.trim()));
  const kindName = (variantAttribute && SIZE_LABELS.test(variantAttribute.name) ? variantAttribute.name : spec?.name) ?? '';
  const tile = /tile/i.test(kindName);
  const base = tile ? DEFAULT_TILE : DEFAULT_PLANK;
  const size =
    (variantAttribute && SIZE_LABELS.test(variantAttribute.name.trim()) ? parseSize(variantAttribute.value) : null) ??
    (spec ? parseSize(spec.value.split('/')[0]) : null);
  if (!size) return base;
  return { ...base, widthMm: size[0], lengthMm: size[1] };
}

/** Where a floor point falls: which piece, where in it (u along, v across, 0..1), and whether it is on a joint. */
export interface PieceAt {
  /** a number for the piece, the same for every point of it */
  id: number;
  u: number;
  v: number;
  joint: boolean;
}

/** Plank rows run along the depth (z); each row is shifted a third of a plank from the last, as floors are laid. */
export function pieceAt(s: Surface, xMm: number, zMm: number): PieceAt {
  const row = Math.floor(xMm / s.widthMm);
  const across = xMm - row * s.widthMm;
  const shift = s.kind === 'plank' ? (((row % 3) + 3) % 3) * (s.lengthMm / 3) : 0;
  const z = zMm + shift;
  const col = Math.floor(z / s.lengthMm);
  const along = z - col * s.lengthMm;
  const j = s.jointMm / 2;
  const joint = across < j || across > s.widthMm - j || along < j || along > s.lengthMm - j;
  // a piece's number: row and column hashed into one
  const id = ((row * 73856093) ^ (col * 19349663)) >>> 0;
  return { id, u: along / s.lengthMm, v: across / s.widthMm, joint };
}

/**
 * A room picture shipped with the shop: drawn with a pinhole camera looking level at the back wall, so its floor's
 * map follows from the camera (focal length and centre in pixels, eye height and wall distance in mm).
 */
export interface RoomScene {
  id: 'living' | 'kitchen' | 'bedroom';
  width: number;
  height: number;
  /** focal length (px) */
  f: number;
  /** the picture's centre column and its horizon row (px) */
  cx: number;
  horizon: number;
  /** the camera's height above the floor and its distance to the back wall (mm) */
  eye: number;
  wall: number;
}

export const ROOM_SCENES: readonly RoomScene[] = [
  { id: 'living', width: 1200, height: 800, f: 820, cx: 600, horizon: 250, eye: 1250, wall: 4600 },
  { id: 'kitchen', width: 1200, height: 800, f: 760, cx: 640, horizon: 230, eye: 1350, wall: 5200 },
  { id: 'bedroom', width: 1200, height: 800, f: 880, cx: 560, horizon: 270, eye: 1150, wall: 5000 },
];

export const roomImageUrl = (id: RoomScene['id']) => `/images/rooms/${id}.webp`;
export const roomFrontUrl = (id: RoomScene['id']) => `/images/rooms/${id}-front.png`;

/** Where the floor meets the back wall, in the picture (px from the top). */
export const wallLine = (s: RoomScene) => s.horizon + (s.f * s.eye) / s.wall;

/** The picture point of a floor point (x across, z away from the camera, mm). */
export function sceneProject(s: RoomScene, xMm: number, zMm: number): Pt {
  return { x: s.cx + (s.f * xMm) / zMm, y: s.horizon + (s.f * s.eye) / zMm };
}

/** The map from a shop room's picture to its floor (mm), through four floor points seen by its camera. */
export function sceneFloorMap(s: RoomScene): Homography {
  const floor: Pt[] = [
    { x: -1000, y: s.wall },
    { x: 1000, y: s.wall },
    { x: 1000, y: s.wall / 2 },
    { x: -1000, y: s.wall / 2 },
  ];
  const picture = floor.map((p) => sceneProject(s, p.x, p.y));
  return homography(picture, floor)!;
}

/**
 * The map from a customer's photo to its floor: corners marked back-left, back-right, front-right, front-left, and
 * the room's width (along the back wall) and depth in mm.
 */
export function photoFloorMap(corners: readonly Pt[], widthMm: number, depthMm: number): Homography | null {
  if (!isFloorQuad(corners) || !(widthMm > 0) || !(depthMm > 0)) return null;
  const floor: Pt[] = [
    { x: 0, y: depthMm },
    { x: widthMm, y: depthMm },
    { x: widthMm, y: 0 },
    { x: 0, y: 0 },
  ];
  return homography(corners, floor);
}

/** Whether a point lies inside a convex quadrilateral (the marked floor of a photo). */
export function insideQuad(q: readonly Pt[], p: Pt): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i];
    const b = q[(i + 1) % 4];
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const s = Math.sign(cross);
    if (s === 0) continue;
    if (sign && s !== sign) return false;
    sign = s;
  }
  return true;
}

/** A room side a customer gives in feet, in mm (4 to 100 ft); null when out of range. */
export function roomSideMm(feet: number): number | null {
  return Number.isFinite(feet) && feet >= 4 && feet <= 100 ? Math.round(feet * 304.8) : null;
}
