import { describe, expect, it } from 'vitest';
import {
  homography,
  insideQuad,
  isFloorQuad,
  parseSize,
  photoFloorMap,
  pieceAt,
  project,
  ROOM_SCENES,
  roomSideMm,
  sceneFloorMap,
  sceneProject,
  surfaceOf,
  wallLine,
} from './room-preview';

const close = (a: number, b: number, eps = 1e-6) => expect(Math.abs(a - b)).toBeLessThan(eps);

describe('homography', () => {
  it('takes each of four points to its partner, and points between them consistently', () => {
    const from = [
      { x: 100, y: 100 },
      { x: 400, y: 120 },
      { x: 500, y: 380 },
      { x: 50, y: 350 },
    ];
    const to = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    const h = homography(from, to)!;
    from.forEach((p, i) => {
      const q = project(h, p);
      close(q.x, to[i].x);
      close(q.y, to[i].y);
    });
    // the crossing of the diagonals goes to the square's centre
    const back = homography(to, from)!;
    const centre = project(back, { x: 0.5, y: 0.5 });
    const q = project(h, centre);
    close(q.x, 0.5);
    close(q.y, 0.5);
  });

  it('has no map for three points in a line', () => {
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 0, y: 5 },
    ];
    expect(
      homography(
        line,
        line.map((p) => ({ x: p.y, y: p.x })),
      ),
    ).toBeNull();
  });
});

describe('the shop rooms', () => {
  it.each(ROOM_SCENES.map((s) => [s.id, s] as const))('%s: the picture maps back to the floor its camera saw', (_id, s) => {
    const h = sceneFloorMap(s);
    for (const [x, z] of [
      [0, s.wall],
      [-1500, 2500],
      [2200, 1800],
    ]) {
      const p = sceneProject(s, x, z);
      const q = project(h, p);
      close(q.x, x, 1e-3);
      close(q.y, z, 1e-3);
    }
    // the floor meets the wall inside the picture, under the horizon
    expect(wallLine(s)).toBeGreaterThan(s.horizon);
    expect(wallLine(s)).toBeLessThan(s.height);
  });

  it('shows a plank smaller the farther it lies: the same 1219 mm take fewer pixels at the wall', () => {
    const s = ROOM_SCENES[0];
    const near = sceneProject(s, 0, 2000).y - sceneProject(s, 0, 2000 + 1219).y;
    const far = sceneProject(s, 0, s.wall - 1219).y - sceneProject(s, 0, s.wall).y;
    expect(near).toBeGreaterThan(2 * far);
  });
});

describe('a photo marked by the customer', () => {
  const corners = [
    { x: 300, y: 400 },
    { x: 900, y: 400 },
    { x: 1150, y: 780 },
    { x: 50, y: 780 },
  ];

  it('maps the marked corners to the room of the given size', () => {
    const h = photoFloorMap(corners, 3658, 4267)!;
    const back = project(h, corners[0]);
    close(back.x, 0, 1e-6);
    close(back.y, 4267, 1e-6);
    const front = project(h, corners[2]);
    close(front.x, 3658, 1e-6);
    close(front.y, 0, 1e-6);
  });

  it('refuses corners that cross, fold inward or lie on a line, and a room without size', () => {
    const bowTie = [corners[0], corners[2], corners[1], corners[3]];
    expect(isFloorQuad(bowTie)).toBe(false);
    expect(photoFloorMap(bowTie, 3000, 3000)).toBeNull();
    // the front-right corner marked inside the floor: folded inward
    expect(isFloorQuad([corners[0], corners[1], { x: 600, y: 450 }, corners[3]])).toBe(false);
    expect(isFloorQuad(corners)).toBe(true);
    expect(isFloorQuad([...corners].reverse())).toBe(true);
    expect(isFloorQuad([corners[0], corners[0], corners[2], corners[3]])).toBe(false);
    expect(photoFloorMap(corners, 0, 3000)).toBeNull();
  });

  it('knows which points are on the marked floor', () => {
    expect(insideQuad(corners, { x: 600, y: 600 })).toBe(true);
    expect(insideQuad(corners, { x: 100, y: 420 })).toBe(false);
    expect(insideQuad(corners, { x: 600, y: 790 })).toBe(false);
  });

  it('takes room sides from 4 to 100 ft', () => {
    expect(roomSideMm(12)).toBe(3658);
    expect(roomSideMm(3.5)).toBeNull();
    expect(roomSideMm(120)).toBeNull();
    expect(roomSideMm(Number.NaN)).toBeNull();
  });
});

describe('the pieces of a floor', () => {
  it('reads plank and tile sizes from the specifications, the variant size first', () => {
    expect(parseSize('7.5" x 48" (191 x 1219 mm)')).toEqual([191, 1219]);
    expect(parseSize('12" x 24"')).toEqual([304.8, 609.6]);
    expect(parseSize('24x12')).toEqual([304.8, 609.6]);
    expect(parseSize('Floating, click lock')).toBeNull();
    expect(surfaceOf([{ name: 'Plank Size', value: '7.5" x 48" (191 x 1219 mm)' }])).toMatchObject({
      kind: 'plank',
      widthMm: 191,
      lengthMm: 1219,
    });
    const tiles = [{ name: 'Tile Size', value: '12" x 24" (300 x 600 mm) / 24" x 24" (600 x 600 mm)' }];
    expect(surfaceOf(tiles)).toMatchObject({ kind: 'tile', widthMm: 300, lengthMm: 600 });
    expect(surfaceOf(tiles, { name: 'Tile Size', value: '24x24' })).toMatchObject({ kind: 'tile', widthMm: 609.6, lengthMm: 609.6 });
    expect(surfaceOf([], { name: 'Colour', value: 'Oak' })).toMatchObject({ kind: 'plank', widthMm: 190, lengthMm: 1220 });
  });

  it('lays planks in rows shifted by a third, with joints at their ends and sides', () => {
    const s = surfaceOf([{ name: 'Plank Size', value: '(200 x 1200 mm)' }]);
    const a = pieceAt(s, 100, 100);
    expect(a.joint).toBe(false);
    expect(pieceAt(s, 100, 1100).id).toBe(a.id);
    expect(pieceAt(s, 100, 1300).id).not.toBe(a.id);
    expect(pieceAt(s, 100, 1200.2).joint).toBe(true);
    expect(pieceAt(s, 199.8, 500).joint).toBe(true);
    // the next row's ends sit a third of a plank further on
    expect(pieceAt(s, 300, 800 - 1).id).toBe(pieceAt(s, 300, 0).id);
    expect(pieceAt(s, 300, 800 + 1).id).not.toBe(pieceAt(s, 300, 0).id);
    // negative places (left of the room's centre) are pieces too
    expect(pieceAt(s, -50, 100).v).toBeCloseTo(0.75);
  });

  it('lays tiles in a grid', () => {
    const s = surfaceOf([{ name: 'Tile Size', value: '(600 x 600 mm)' }]);
    expect(pieceAt(s, 700, 100).id).toBe(pieceAt(s, 1100, 500).id);
    expect(pieceAt(s, 700, 100).id).not.toBe(pieceAt(s, 1300, 100).id);
  });
});
