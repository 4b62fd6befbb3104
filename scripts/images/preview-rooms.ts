/**
 * The room preview's pictures (docs/requirements.md, "Room preview"): for each shop room (ROOM_SCENES), the room
 * with a plain grey floor (<id>.webp; the browser lays the product on the floor and keeps the grey's light and
 * shadow) and its furniture on a transparent layer (<id>-front.png), drawn over the new floor. Both are drawn with
 * the scene's own camera, so the floor's map in the browser matches them exactly.
 */
import sharp from 'sharp';
import { type RoomScene, sceneProject, wallLine } from '../../src/domain/catalogue/room-preview';

type Rgb = [number, number, number];

interface Look {
  wall: Rgb;
  /** a window in the back wall: its sides (mm from the centre line) */
  window: [number, number];
  furniture: (s: RoomScene) => string;
}

/** a point of the room (x across, y up, z away; mm) in the picture */
const at = (s: RoomScene, x: number, y: number, z: number) => {
  const p = sceneProject(s, x, z);
  return { x: p.x, y: s.horizon + (s.f * (s.eye - y)) / z };
};

const poly = (pts: { x: number; y: number }[], fill: string) =>
  `<polygon points="${pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${fill}"/>`;

/**
 * A box from height y0 to y1 (x0..x1 across, z0..z1 deep; mm), seen faces only; one standing on the floor casts a
 * soft contact shadow. Boxes are drawn back to front.
 */
function box(
  s: RoomScene,
  [x0, x1]: [number, number],
  [z0, z1]: [number, number],
  [y0, y1]: [number, number],
  [front, top, side]: [string, string, string],
) {
  const c = (x: number, y: number, z: number) => at(s, x, y, z);
  const parts: string[] = [];
  if (y0 === 0) {
    const shadow = [c(x0 - 60, 0, z0 - 80), c(x1 + 60, 0, z0 - 80), c(x1 + 60, 0, z1 + 40), c(x0 - 60, 0, z1 + 40)];
    parts.push(`<g filter="url(#soft)" opacity="0.45">${poly(shadow, '#000')}</g>`);
  }
  if (x0 > 0) parts.push(poly([c(x0, y0, z0), c(x0, y0, z1), c(x0, y1, z1), c(x0, y1, z0)], side));
  if (x1 < 0) parts.push(poly([c(x1, y0, z0), c(x1, y0, z1), c(x1, y1, z1), c(x1, y1, z0)], side));
  if (y1 < s.eye) parts.push(poly([c(x0, y1, z0), c(x1, y1, z0), c(x1, y1, z1), c(x0, y1, z1)], top));
  parts.push(poly([c(x0, y0, z0), c(x1, y0, z0), c(x1, y1, z0), c(x0, y1, z0)], front));
  return parts.join('');
}

/** A pot with a leafy plant, its foot at (x, z). */
function plant(s: RoomScene, x: number, z: number) {
  const foot = at(s, x, 0, z);
  const rim = at(s, x, 420, z);
  const k = s.f / z;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const a = -Math.PI / 2 + ((i - 4) / 4) * 1.1;
    const len = (700 + (i % 3) * 160) * k;
    const cx = rim.x + Math.cos(a) * len * 0.55;
    const cy = rim.y + Math.sin(a) * len * 0.55;
    const rot = (a * 180) / Math.PI + 90;
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(90 * k).toFixed(1)}" ry="${(len * 0.5).toFixed(1)}" transform="rotate(${rot.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="${i % 2 ? '#3f6b43' : '#4f7f4f'}"/>`;
  }).join('');
  const w = 170 * k;
  return (
    `<ellipse cx="${foot.x}" cy="${foot.y}" rx="${w * 1.4}" ry="${w * 0.35}" fill="#000" opacity="0.35" filter="url(#soft)"/>` +
    leaves +
    `<path d="M${rim.x - w} ${rim.y} L${rim.x + w} ${rim.y} L${foot.x + w * 0.75} ${foot.y} L${foot.x - w * 0.75} ${foot.y} Z" fill="#c9b79c"/>`
  );
}

const LOOKS: Record<RoomScene['id'], Look> = {
  living: {
    wall: [228, 222, 212],
    window: [600, 1700],
    furniture: (s) =>
      // a sofa against the back wall: base, seat cushions and back; a low table; a plant by the window
      box(s, [-2300, -100], [s.wall - 950, s.wall - 40], [0, 430], ['#5c6b73', '#6d7c84', '#4f5c63']) +
      box(s, [-2300, -100], [s.wall - 300, s.wall - 40], [0, 820], ['#56656d', '#66757d', '#4a565d']) +
      box(s, [-2450, -2250], [s.wall - 950, s.wall - 40], [0, 600], ['#4f5c63', '#62717a', '#465259']) +
      box(s, [-150, 50], [s.wall - 950, s.wall - 40], [0, 600], ['#4f5c63', '#62717a', '#465259']) +
      box(s, [-1550, -750], [s.wall - 1900, s.wall - 1400], [0, 400], ['#8a6a4a', '#a07c58', '#7a5d40']) +
      plant(s, 1950, s.wall - 350),
  },
  kitchen: {
    wall: [236, 234, 228],
    window: [-700, 400],
    furniture: (s) =>
      // base cabinets along the back wall with a worktop, a tall larder unit, a small table (legs first)
      box(s, [-3000, 1700], [s.wall - 640, s.wall], [0, 880], ['#eef0ee', '#e4e6e4', '#d9dcd9']) +
      box(s, [-3000, 1700], [s.wall - 660, s.wall], [880, 920], ['#3b3f44', '#55595e', '#33373b']) +
      box(s, [1700, 3000], [s.wall - 650, s.wall], [0, 2200], ['#2f4a5a', '#3b5b6d', '#284050']) +
      box(s, [-2850, -2800], [s.wall - 2250, s.wall - 2200], [0, 700], ['#6b5440', '#7d634c', '#5d4838']) +
      box(s, [-2200, -2150], [s.wall - 2250, s.wall - 2200], [0, 700], ['#6b5440', '#7d634c', '#5d4838']) +
      box(s, [-2900, -2100], [s.wall - 2300, s.wall - 1500], [700, 740], ['#a7855f', '#b99670', '#94744f']),
  },
  bedroom: {
    wall: [216, 221, 214],
    window: [900, 2000],
    furniture: (s) =>
      // a bed with its head against the back wall, a night stand on each side
      box(s, [-2700, -2200], [s.wall - 450, s.wall - 20], [0, 560], ['#7a5f46', '#8d6f53', '#6b523c']) +
      box(s, [-2100, -300], [s.wall - 80, s.wall - 20], [0, 1100], ['#6d5a48', '#7d6a57', '#5f4d3d']) +
      box(s, [-2100, -300], [s.wall - 2150, s.wall - 80], [0, 420], ['#d8d2c6', '#ece7dd', '#c9c2b5']) +
      box(s, [-2130, -270], [s.wall - 1500, s.wall - 500], [420, 470], ['#8c9aa6', '#a3b0bb', '#7d8b97']) +
      box(s, [-200, 300], [s.wall - 450, s.wall - 20], [0, 560], ['#7a5f46', '#8d6f53', '#6b523c']) +
      plant(s, 2300, s.wall - 500),
  },
};

/** The room with a grey floor: the wall, a window and its light, the baseboard; the floor's grey carries light and shade. */
export async function renderRoomBackground(s: RoomScene): Promise<Buffer> {
  const look = LOOKS[s.id];
  const { width: W, height: H } = s;
  const data = Buffer.alloc(W * H * 3);
  const yFloor = wallLine(s);
  const yBoard = yFloor - (s.f * 100) / s.wall;
  const [wx0, wx1] = look.window;
  const win = { x0: at(s, wx0, 0, s.wall).x, x1: at(s, wx1, 0, s.wall).x, y0: at(s, 0, 2150, s.wall).y, y1: at(s, 0, 900, s.wall).y };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      let c: Rgb;
      if (y >= yFloor) {
        // the floor: X across, Z deep
        const Z = (s.f * s.eye) / (y - s.horizon);
        const X = ((x - s.cx) * Z) / s.f;
        const nearWall = Math.exp(-(s.wall - Z) / 260) * 0.22;
        // sunlight: the window's light falls toward the camera and a little to the side
        const inX = Math.min(X - (wx0 + 500), wx1 + 500 - X) / 350;
        const inZ = Math.min(Z - (s.wall - 2600), s.wall - 700 - Z) / 500;
        const sun = Math.max(0, Math.min(1, inX, inZ)) * 0.16;
        const side = Math.min(1, Math.abs(x - W / 2) / (W / 2)) ** 2 * 0.1;
        const g = 180 * (1 - nearWall - side + sun);
        c = [g, g, g];
      } else if (y >= yBoard) {
        c = [244, 242, 237];
      } else if (x >= win.x0 && x <= win.x1 && y >= win.y0 && y <= win.y1) {
        const frame = x - win.x0 < 8 || win.x1 - x < 8 || y - win.y0 < 8 || win.y1 - y < 8 || Math.abs(x - (win.x0 + win.x1) / 2) < 4;
        const t = (y - win.y0) / (win.y1 - win.y0);
        c = frame ? [246, 246, 244] : [200 - 40 * t, 222 - 25 * t, 240 - 10 * t];
      } else {
        // the wall: a little lighter by the window, darker toward the corners
        const dx = (x - (win.x0 + win.x1) / 2) / W;
        const l = 1.02 - 0.12 * dx * dx - 0.06 * (1 - y / yBoard);
        c = [look.wall[0] * l, look.wall[1] * l, look.wall[2] * l];
      }
      data[i] = Math.max(0, Math.min(255, c[0]));
      data[i + 1] = Math.max(0, Math.min(255, c[1]));
      data[i + 2] = Math.max(0, Math.min(255, c[2]));
    }
  }
  return sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .webp({ quality: 82 })
    .toBuffer();
}

/** The furniture, on a transparent layer of the picture's size. */
export async function renderRoomFront(s: RoomScene): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}" viewBox="0 0 ${s.width} ${s.height}">` +
    `<defs><filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    LOOKS[s.id].furniture(s) +
    `</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
