'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { isFloorQuad, type Pt, ROOM_SCENES, roomSideMm, type RoomScene, surfaceOf } from '@/domain/catalogue/room-preview';
import { IconButton } from '@/components/ui/icon-button';
import { cx } from '@/components/ui/cx';
import { drawPreview, type PreviewScene } from './draw';

export interface PreviewColour {
  name: string;
  image: string;
}

export interface RoomPreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  specifications: { name: string; value: string }[];
  /** the chosen variant's size option in English (name and value), for floors sold in several sizes */
  size?: { name: string; value: string } | null;
  colours: PreviewColour[];
  /** the colour shown first: the one chosen on the page */
  startImage: string;
  /** the button that opened it: the focus goes back there on close (the dialog mounts after the click, so Radix's own
   * return may land on the page when the tap did not focus the button) */
  opener?: React.RefObject<HTMLElement | null>;
}

type Room = RoomScene['id'] | 'photo';

/**
 * "See it in a room" (docs/requirements.md, "Room preview"): the product laid on the floor of one of the shop's rooms,
 * or of the customer's own photo with the floor's four corners marked. Everything happens in the browser; the photo
 * is never sent anywhere.
 */
export function RoomPreviewDialog({
  open,
  onOpenChange,
  productName,
  specifications,
  size,
  colours,
  startImage,
  opener,
}: RoomPreviewProps) {
  const t = useTranslations('catalogue.roomPreview');
  const surface = useMemo(
    () => surfaceOf(specifications, size),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the size's texts, not the object made on every render
    [specifications, size?.name, size?.value],
  );
  const [room, setRoom] = useState<Room>('living');
  const [image, setImage] = useState(startImage);
  const [photo, setPhoto] = useState<ImageBitmap | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const [corners, setCorners] = useState<Pt[]>([]);
  const [widthFt, setWidthFt] = useState('12');
  const [depthFt, setDepthFt] = useState('14');
  const [paintedKey, setPaintedKey] = useState('');
  // a state, not a ref: the dialog's portal mounts its content after the first render, and the painting waits for it
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);

  const widthMm = roomSideMm(Number(widthFt));
  const depthMm = roomSideMm(Number(depthFt));
  const cornersBad = corners.length === 4 && !isFloorQuad(corners);
  const scene = ROOM_SCENES.find((s) => s.id === room);
  const colourName = colours.find((c) => c.image === image)?.name;
  const key = `${room}|${image}|${corners.map((c) => `${c.x},${c.y}`).join(';')}|${widthMm}|${depthMm}|${photo ? 1 : 0}`;

  useEffect(() => {
    if (!open || !canvas) return;
    let cancelled = false;
    const what: PreviewScene = scene ? { kind: 'room', scene } : { kind: 'photo', photo, corners, widthMm, depthMm };
    drawPreview(canvas, what, image, surface, () => cancelled)
      .then(() => !cancelled && setFailed(false))
      .catch(() => !cancelled && setFailed(true))
      .finally(() => !cancelled && setPaintedKey(key));
    return () => {
      cancelled = true;
    };
  }, [open, canvas, scene, photo, image, corners, widthMm, depthMm, surface, key]);

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    try {
      const bitmap = await createImageBitmap(file);
      setPhoto(bitmap);
      setPhotoError(false);
      setCorners([]);
    } catch {
      setPhotoError(true);
    }
  }

  function mark(e: React.MouseEvent<HTMLCanvasElement>) {
    if (room !== 'photo' || !photo || corners.length >= 4) return;
    const c = e.currentTarget;
    const box = c.getBoundingClientRect();
    setCorners([...corners, { x: ((e.clientX - box.left) / box.width) * c.width, y: ((e.clientY - box.top) / box.height) * c.height }]);
  }

  const rooms: { id: Room; label: string }[] = [
    ...ROOM_SCENES.map((s) => ({ id: s.id, label: t(`rooms.${s.id}`) })),
    { id: 'photo', label: t('rooms.photo') },
  ];
  const ready = paintedKey === key;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (!opener?.current) return;
            e.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-x-0 top-0 z-[60] mx-auto flex max-h-dvh w-full max-w-5xl flex-col overflow-y-auto bg-surface text-fg shadow-2xl outline-none sm:top-6 sm:max-h-[calc(100dvh-3rem)] sm:rounded-xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line p-4">
            <div>
              <Dialog.Title className="text-lg font-bold">{t('title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-gray-600">
                {t(surface.kind === 'tile' ? 'scaleTile' : 'scalePlank', {
                  name: productName,
                  width: Math.round(surface.widthMm),
                  length: Math.round(surface.lengthMm),
                })}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <IconButton label={t('close')}>
                <X className="size-5" aria-hidden />
              </IconButton>
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-4 p-4">
            <div role="radiogroup" aria-label={t('room')} className="flex flex-wrap gap-2">
              {rooms.map((r) => (
                <button
                  key={r.id}
                  type="button"
                  role="radio"
                  aria-checked={room === r.id}
                  onClick={() => setRoom(r.id)}
                  className={cx(
                    'rounded-full border px-4 py-2 text-sm font-medium',
                    room === r.id ? 'border-secondary-strong bg-secondary-strong text-secondary-contrast' : 'border-line hover:border-fg',
                  )}
                >
                  {r.label}
                </button>
              ))}
            </div>
            {room === 'photo' && (
              <div className="flex flex-col gap-3 rounded-lg bg-surface-muted p-3 text-sm">
                <label className="flex flex-col gap-1 font-medium">
                  {t('photoPick')}
                  <input type="file" accept="image/*" className="text-sm" onChange={(e) => void choosePhoto(e.target.files?.[0])} />
                </label>
                <p className="text-gray-600">{t('photoPrivate')}</p>
                {photoError && (
                  <p role="alert" className="font-medium text-red-700">
                    {t('photoUnreadable')}
                  </p>
                )}
                {photo && (
                  <>
                    <p role="status" aria-live="polite" className={cx('font-medium', cornersBad && 'text-red-700')}>
                      {cornersBad ? t('cornersBad') : corners.length < 4 ? t('corners', { count: corners.length }) : t('cornersDone')}
                    </p>
                    <div className="flex flex-wrap items-end gap-3">
                      <RoomSide label={t('width')} value={widthFt} onChange={setWidthFt} valid={!!widthMm} />
                      <RoomSide label={t('depth')} value={depthFt} onChange={setDepthFt} valid={!!depthMm} />
                      <button
                        type="button"
                        onClick={() => setCorners([])}
                        disabled={!corners.length}
                        className="h-10 rounded-md border border-line px-4 font-medium hover:border-fg disabled:opacity-50"
                      >
                        {t('markAgain')}
                      </button>
                    </div>
                    {(!widthMm || !depthMm) && (
                      <p role="alert" className="font-medium text-red-700">
                        {t('sizeRange')}
                      </p>
                    )}
                  </>
                )}
              </div>
            )}
            <div className="relative overflow-hidden rounded-lg bg-surface-muted">
              <canvas
                ref={setCanvas}
                data-testid="room-preview-canvas"
                data-painted={ready ? key : undefined}
                onClick={mark}
                role="img"
                aria-label={
                  room === 'photo'
                    ? t('canvasPhoto', { name: productName })
                    : t('canvasLabel', { name: productName, room: rooms.find((r) => r.id === room)!.label })
                }
                className={cx(
                  'mx-auto block h-auto max-h-[calc(100dvh-16rem)] w-auto max-w-full',
                  room === 'photo' && photo && corners.length < 4 && 'cursor-crosshair',
                )}
                width={1200}
                height={800}
              />
              {failed && (
                <p role="alert" className="absolute inset-x-0 top-2 text-center text-sm font-medium text-red-700">
                  {t('failed')}
                </p>
              )}
              {!ready && (room !== 'photo' || photo) && (
                <p className="absolute inset-x-0 bottom-2 text-center text-sm font-medium text-white drop-shadow">{t('painting')}</p>
              )}
              {room === 'photo' && !photo && (
                <p className="absolute inset-0 grid place-items-center p-6 text-center text-gray-600">{t('photoEmpty')}</p>
              )}
            </div>
            {colours.length > 1 && (
              <fieldset>
                <legend className="mb-2 text-sm font-medium">
                  {t('colour')}: <bdi>{colourName}</bdi>
                </legend>
                <div className="flex flex-wrap gap-2">
                  {colours.map((c) => (
                    <button
                      key={c.image}
                      type="button"
                      aria-pressed={c.image === image}
                      aria-label={c.name}
                      title={c.name}
                      onClick={() => setImage(c.image)}
                      className={cx(
                        'size-12 overflow-hidden rounded-md border-2',
                        c.image === image ? 'border-secondary-strong' : 'border-transparent hover:border-line',
                      )}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- a small swatch of the picture the canvas reads */}
                      <img src={c.image} alt="" className="size-full object-cover" />
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A side of the customer's room in feet (4 to 100). */
function RoomSide({ label, value, onChange, valid }: { label: string; value: string; onChange: (v: string) => void; valid: boolean }) {
  return (
    <label className="flex flex-col gap-1">
      {label}
      <input
        type="number"
        inputMode="decimal"
        min={4}
        max={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!valid}
        className="h-10 w-28 rounded-md border border-line bg-surface px-3"
      />
    </label>
  );
}
