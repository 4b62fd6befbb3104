import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

// The room preview (docs/requirements.md, "Room preview"): a floor product laid on a shop room's floor or on the
// customer's own photo, in the browser.

/** The colour of a canvas pixel, at a point given as a fraction of its width and height. */
async function pixel(page: Page, fx: number, fy: number): Promise<[number, number, number]> {
  return page.getByTestId('room-preview-canvas').evaluate(
    (c: HTMLCanvasElement, [x, y]) => {
      const d = c.getContext('2d')!.getImageData(Math.floor(c.width * x), Math.floor(c.height * y), 1, 1).data;
      return [d[0], d[1], d[2]] as [number, number, number];
    },
    [fx, fy],
  );
}

async function painted(page: Page, room: string) {
  await expect(page.getByTestId('room-preview-canvas')).toHaveAttribute('data-painted', new RegExp(`^${room}\\|`), { timeout: 20_000 });
}

const grey = ([r, g, b]: number[]) => Math.abs(r - g) < 6 && Math.abs(g - b) < 6;

test('a laminate is laid on the shop rooms’ floors, colour by colour @phone', async ({ page }, info) => {
  await page.goto('/product/kitsilano-oak-123-mm-laminate');
  await page.getByRole('button', { name: 'See it in a room' }).click();
  const dialog = page.getByRole('dialog', { name: 'See it in a room' });
  await expect(dialog).toContainText('Kitsilano Oak 12.3 mm Laminate, laid at its real plank size: 195 × 1220 mm.');
  await painted(page, 'living');
  // the floor in front of the sofa is oak now, not the room's grey; the wall is untouched
  const floor = await pixel(page, 0.75, 0.9);
  expect(grey(floor), `floor pixel ${floor}`).toBe(false);
  expect(floor[0]).toBeGreaterThan(floor[2]);
  await page.screenshot({ path: info.outputPath('living.png') });

  await dialog.getByRole('radio', { name: 'Kitchen' }).click();
  await expect(dialog.getByRole('radio', { name: 'Kitchen' })).toHaveAttribute('aria-checked', 'true');
  await painted(page, 'kitchen');
  expect(grey(await pixel(page, 0.5, 0.9))).toBe(false);

  // the page opened on its lowest price, Smoked Grey; another colour turns the same floor to natural oak
  await expect(dialog.getByRole('button', { name: 'Smoked Grey' })).toHaveAttribute('aria-pressed', 'true');
  const before = await pixel(page, 0.5, 0.9);
  await dialog.getByRole('button', { name: 'Natural Oak' }).click();
  await expect(dialog.getByRole('button', { name: 'Natural Oak' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('Colour: Natural Oak')).toBeVisible();
  await expect.poll(async () => (await pixel(page, 0.5, 0.9)).join(), { timeout: 20_000 }).not.toBe(before.join());
  await page.screenshot({ path: info.outputPath('kitchen-natural-oak.png') });

  await dialog.getByRole('button', { name: 'Close the room preview' }).click();
  await expect(dialog).toBeHidden();
  // the focus goes back to the button that opened it, not to the page
  await expect(page.getByRole('button', { name: 'See it in a room' })).toBeFocused();
});

test('tiles are laid at their own size, and accessories have no room preview', async ({ page }) => {
  await page.goto('/product/armani-grey-carving-24x48-porcelain');
  await page.getByRole('button', { name: 'See it in a room' }).click();
  const dialog = page.getByRole('dialog', { name: 'See it in a room' });
  await expect(dialog.getByText(/laid at its real tile size: 600 × 1200 mm/)).toBeVisible();
  await painted(page, 'living');
  await dialog.getByRole('radio', { name: 'Bedroom' }).click();
  await painted(page, 'bedroom');

  await page.goto('/product/primed-mdf-base-shoe-8-ft');
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'See it in a room' })).toHaveCount(0);
});

test('the customer’s own photo: four corners marked, the floor laid there; wrong corners and files are told apart', async ({
  page,
  request,
}, info) => {
  await page.goto('/product/kitsilano-oak-123-mm-laminate');
  await page.getByRole('button', { name: 'See it in a room' }).click();
  const dialog = page.getByRole('dialog', { name: 'See it in a room' });
  await dialog.getByRole('radio', { name: 'Your photo' }).click();
  await expect(dialog.getByText('Your photo stays on this device: nothing is uploaded.')).toBeVisible();

  // not a picture
  await dialog
    .getByLabel('Choose a photo of your room')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('alert')).toHaveText('This file could not be opened as a picture. Choose a JPEG, PNG or WebP photo.');

  // a photo of a room (here: one of the shop's own, 1200 x 800), its floor's corners tapped in order
  const photo = await (await request.get('/images/rooms/bedroom.webp')).body();
  const uploads: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && uploads.push(r.url()));
  await dialog.getByLabel('Choose a photo of your room').setInputFiles({ name: 'room.webp', mimeType: 'image/webp', buffer: photo });
  await expect(dialog.getByRole('status')).toContainText('(0 of 4 marked)');
  const canvas = page.getByTestId('room-preview-canvas');
  await painted(page, 'photo');
  expect(grey(await pixel(page, 0.6, 0.85))).toBe(true);
  const box = (await canvas.boundingBox())!;
  const tap = (fx: number, fy: number) => canvas.click({ position: { x: box.width * fx, y: box.height * fy } });
  // corners crossing each other (a bow tie) are refused
  await tap(0.45, 0.62);
  await tap(0.98, 0.62);
  await tap(0.45, 0.98);
  await tap(0.98, 0.98);
  await expect(dialog.getByRole('status')).toHaveText('Those corners do not outline a floor. Mark them again, in order around the floor.');
  await dialog.getByRole('button', { name: 'Mark again' }).click();
  await tap(0.45, 0.62);
  await tap(0.98, 0.62);
  await tap(0.98, 0.98);
  await tap(0.45, 0.98);
  await expect(dialog.getByRole('status')).toContainText('Done.');
  await expect.poll(async () => grey(await pixel(page, 0.75, 0.85)), { timeout: 20_000 }).toBe(false);
  // outside the marked floor the photo is as it was
  expect(grey(await pixel(page, 0.2, 0.9))).toBe(true);
  await page.screenshot({ path: info.outputPath('photo.png') });

  // a room size out of range is told, and nothing is laid until it is fixed
  await dialog.getByLabel('Room width (ft)').fill('2');
  await expect(dialog.getByRole('alert')).toHaveText('Enter a room size between 4 and 100 ft.');
  await dialog.getByLabel('Room width (ft)').fill('10');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // the photo never left the browser
  expect(uploads).toEqual([]);
});
