/**
 * Draws the room preview into its canvas: a shop room (its picture, the product on its floor, its furniture on top)
 * or the customer's photo (the product inside the four marked corners, and the corners themselves).
 */
import {
  insideQuad,
  photoFloorMap,
  type Pt,
  roomFrontUrl,
  roomImageUrl,
  type RoomScene,
  sceneFloorMap,
  type Surface,
  wallLine,
} from '@/domain/catalogue/room-preview';
import { paintFloor, photoLight, prepareTexture, roomLight, type Texture } from './paint';

export type PreviewScene =
  | { kind: 'room'; scene: RoomScene }
  | { kind: 'photo'; photo: ImageBitmap | null; corners: Pt[]; widthMm: number | null; depthMm: number | null };

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`picture ${src} did not load`));
    img.src = src;
  });

function rasterOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(source, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height);
}

/** Each product picture is read once per visit. */
const textures = new Map<string, Promise<Texture>>();
function textureOf(src: string): Promise<Texture> {
  if (!textures.has(src))
    textures.set(
      src,
      loadImage(src).then((img) => prepareTexture(rasterOf(img, Math.min(800, img.naturalWidth), Math.min(800, img.naturalHeight)))),
    );
  return textures.get(src)!;
}

/** The longest side a customer's photo is drawn at: enough for a phone's screen, quick to paint. */
const PHOTO_SIDE = 1200;

export async function drawPreview(c: HTMLCanvasElement, what: PreviewScene, image: string, surface: Surface, cancelled: () => boolean) {
  const ctx = c.getContext('2d', { willReadFrequently: true })!;
  if (what.kind === 'room') {
    const s = what.scene;
    const [back, front, texture] = await Promise.all([loadImage(roomImageUrl(s.id)), loadImage(roomFrontUrl(s.id)), textureOf(image)]);
    if (cancelled()) return;
    c.width = s.width;
    c.height = s.height;
    ctx.drawImage(back, 0, 0);
    const picture = ctx.getImageData(0, 0, s.width, s.height);
    const floorFrom = Math.ceil(wallLine(s));
    paintFloor(picture, { map: sceneFloorMap(s), isFloor: (_x, y) => y >= floorFrom, surface, texture, light: roomLight });
    ctx.putImageData(picture, 0, 0);
    ctx.drawImage(front, 0, 0);
    return;
  }
  const { photo, corners, widthMm, depthMm } = what;
  if (!photo) return;
  const map = corners.length === 4 && widthMm && depthMm ? photoFloorMap(corners, widthMm, depthMm) : null;
  const texture = map ? await textureOf(image) : null;
  if (cancelled()) return;
  const scale = Math.min(1, PHOTO_SIDE / Math.max(photo.width, photo.height));
  const w = Math.round(photo.width * scale);
  const h = Math.round(photo.height * scale);
  c.width = w;
  c.height = h;
  ctx.drawImage(photo, 0, 0, w, h);
  if (map && texture) {
    const picture = ctx.getImageData(0, 0, w, h);
    let sum = 0;
    let n = 0;
    for (let i = 0; i < picture.data.length; i += 4 * 97) {
      sum += 0.2126 * picture.data[i] + 0.7152 * picture.data[i + 1] + 0.0722 * picture.data[i + 2];
      n++;
    }
    paintFloor(picture, {
      map,
      isFloor: (x, y) => insideQuad(corners, { x: x + 0.5, y: y + 0.5 }),
      surface,
      texture,
      light: photoLight(sum / Math.max(1, n)),
    });
    ctx.putImageData(picture, 0, 0);
  }
  // the marked corners, numbered in the order they were tapped
  const r = Math.max(8, w / 90);
  ctx.lineWidth = Math.max(2, w / 400);
  ctx.font = `bold ${Math.max(12, Math.round(w / 70))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  corners.forEach((q, i) => {
    ctx.beginPath();
    ctx.arc(q.x, q.y, r, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.fill();
    ctx.strokeStyle = '#b45309';
    ctx.stroke();
    ctx.fillStyle = '#111';
    ctx.fillText(String(i + 1), q.x, q.y);
  });
}
