'use client';

import { lineLimit, MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { MAX_SAMPLES } from '@/domain/cart/samples';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { Layers, ShoppingCart, Store, SwatchBook, Truck } from '@/components/ui/icons';
import { lotWarning, pickupReadiness, soldAs } from '@/domain/catalogue/stock-places';
import { clsx } from 'clsx';
import { discountPercent, isDiscounted, isSoldByArea, pricePerSqFt } from '@/domain/catalogue/pricing';
import type { ProductDetailDto, VariantDto } from '@/server/catalogue/get-product';
import { formatMoney } from '@/lib/money';
import { plainNumber } from '@/lib/format';
import { formatUnit, unitWord } from '@/domain/catalogue/units';
import { openingVariant, variantFromSearch } from '@/domain/catalogue/variants';
import { choiceOf, joinValues, variantAt } from '@/domain/catalogue/variant-options';
import { sizeOption } from '@/domain/catalogue/room-preview';
import { galleryImages } from '../gallery-images';
import { Gallery } from './gallery';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker } from './variant-picker';
import { Link } from '@/i18n/navigation';
import { bdi } from '@/components/ui/bidi';
import { RoomPreviewButton } from '../room-preview/room-preview-button';
import { previewColours } from '../room-preview/preview-colours';

type Calculator = typeof import('./boxes-calculator').BoxesCalculator;
type CalculatorProps = Omit<React.ComponentProps<Calculator>, 'typed'>;
/** `typeof window` is fixed at build time: the server's bundle has the calculator at once, the browser's loads it late */
let loadedCalculator: Calculator | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- in the server's bundle only
      (require('./boxes-calculator') as typeof import('./boxes-calculator')).BoxesCalculator
    : null;

/**
 * The boxes calculator, whose code the browser loads only when the visitor comes near it (it sits below the first
 * screen on a phone; docs/requirements.md, "First load"). The server draws it whole into the page; the browser leaves
 * that drawing as it is (an element with inner HTML is not hydrated) until the calculator scrolls within 300 px of the
 * screen or is pointed at or focused, then loads the code and puts the live calculator in its place in one step,
 * keeping what was typed into the drawing and the field that had focus. After the first page it is there at once.
 */
function BoxesCalculator(props: CalculatorProps) {
  // on the server: drawn into the page, to be replaced when the browser has the code (`drawn`)
  const [live, setLive] = useState<{ Part: Calculator; typed?: Record<string, string>; drawn?: true } | null>(() =>
    loadedCalculator ? { Part: loadedCalculator, ...(typeof window === 'undefined' && { drawn: true as const }) } : null,
  );
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (live || !el) return;
    const reached = ['pointerover', 'pointerdown', 'focusin'] as const;
    const seen =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '300px' });
    const stop = () => {
      seen?.disconnect();
      for (const type of reached) el.removeEventListener(type, load);
    };
    // a mode or unit chosen in the drawing before the code came (data-choice="mode:area")
    const chosen: Record<string, string> = {};
    const choose = (e: Event) => {
      const [key, value] = (e.target as Element).closest('[data-choice]')?.getAttribute('data-choice')?.split(':') ?? [];
      if (key && value) chosen[key] = value;
    };
    el.addEventListener('click', choose);
    let loading = false;
    function load() {
      if (loading) return;
      loading = true;
      stop();
      void import('./boxes-calculator').then(({ BoxesCalculator: Part }) => {
        loadedCalculator = Part;
        const fields = [...el!.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]')];
        const focused = fields.find((f) => f === document.activeElement)?.name;
        // read and replaced in one task: nothing typed in between is lost
        el!.removeEventListener('click', choose);
        flushSync(() => setLive({ Part, typed: { ...Object.fromEntries(fields.map((f) => [f.name, f.value])), ...chosen } }));
        if (focused) el!.querySelector<HTMLElement>(`[name="${focused}"]`)?.focus();
      });
    }
    if (!seen) return void load();
    seen.observe(el);
    for (const type of reached) el.addEventListener(type, load);
    return () => {
      stop();
      el.removeEventListener('click', choose);
    };
  }, [live]);
  // data-late marks the drawing whose controls come to life later (the browser tests' hydration check passes over it)
  if (!live) return <div ref={host} data-late="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div ref={host} data-late={live.drawn && ''}>
      <live.Part {...props} typed={live.typed} />
    </div>
  );
}

const noSubscription = () => () => {};

/** The variant's options as English names and values: what the room preview reads a size from. */
const englishOptions = (p: ProductDetailDto, v: VariantDto) =>
  p.options.flatMap((o, k) => {
    const x = v.values[k];
    return x ? [{ name: p.english?.options[o._id] ?? o.name, value: p.english?.values[x._id] ?? x.value }] : [];
  });

/** What one add-to-cart puts in the cart (prices are display only; the server prices orders). */
export interface CartLine {
  productId: string;
  variantId?: string;
  color?: { name: string };
  attribute?: { name: string };
  name: string;
  slug: string;
  image?: string;
  unit: string;
  unitValue: number;
  price: number;
  stock: number;
  /** a lot-tracked product's largest lot (docs/requirements.md, "Largest matching lot"); absent: not tracked */
  largestLot?: number;
}

/** What asking for a sample did: added, or refused (MAX_SAMPLES sample lines already, or this one already). */
export type SampleOutcome = 'added' | 'full' | 'already';

/**
 * The top of a product page: gallery, name, price, stock, variant selectors, quantity, add to cart and the
 * boxes calculator. Choosing a colour or attribute updates price, stock and pictures. `onAdd` (composed by the
 * page) puts the line in the cart; `actions` holds the wishlist and compare controls.
 */
export function ProductOverview({
  product: p,
  currency,
  actions,
  belowCalculator,
  pickupTransferDays,
  onAdd,
  onSample,
}: {
  product: ProductDetailDto;
  currency: string;
  /** the usual days from the warehouse to the showroom (settings `stock.pickupTransferDays`) */
  pickupTransferDays: number;
  actions?: React.ReactNode;
  /** rendered under the calculator and the room preview (the page's matching accessories) */
  belowCalculator?: React.ReactNode;
  /** puts the line in the cart and gives how many units went in (fewer at the line's limit); nothing returned means all */
  onAdd: (line: CartLine, qty: number) => number | void;
  /** puts a free sample of the chosen colour or variant in the cart (docs/requirements.md, "Free samples") */
  onSample?: (line: CartLine) => SampleOutcome;
}) {
  const t = useTranslations('catalogue.product');
  const units = useTranslations('catalogue.units');
  const locale = useLocale();
  // a shared link names its variant (?variant=<id>): read in the browser, the page being the same for everybody
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  const start = variantFromSearch(p.variants, search) ?? openingVariant(p.variants);
  const dimensions = p.options.length + 1;
  // the colour, then each option's value (docs/requirements.md, "Variants")
  const [picked, setPicked] = useState<(string | null)[] | null>(null);
  const choice = picked ?? (start ? choiceOf(start, dimensions) : []);
  const [qty, setQty] = useState(1);
  /** what the last add asked for and what the cart took */
  const [added, setAdded] = useState<{ asked: number; added: number } | null>(null);
  const [sample, setSample] = useState<SampleOutcome | null>(null);

  const variant = p.type === 'variable' ? variantAt(p.variants, choice, dimensions) : undefined;
  const valueNames = variant ? joinValues(variant.values.map((x) => x?.value)) : null;
  const price = variant ? variant.price : p.price;
  const discount = variant ? variant.discount : p.discount;
  // a variable product without a chosen, existing combination cannot be bought
  const stock = p.type === 'variable' ? (variant?.stock ?? 0) : p.stock;
  const inStock = stock > 0;
  const limit = lineLimit(stock);
  const images = galleryImages(p, variant?.image);
  // where the boxes are (docs/requirements.md, "Largest matching lot" and "Pickup and the showroom"): said, never refused
  const places = variant ?? (p.type === 'simple' ? p : null);
  const wanted = Math.min(qty, Math.max(1, limit));
  const lotLimit = lotWarning(wanted, places?.largestLot, p.lotTracked);
  const pickup = pickupReadiness(wanted, places?.atPickup, stock, pickupTransferDays);
  const perSqFt = pricePerSqFt({ unit: p.unit, unitValue: p.unitValue, discount });
  const off = discountPercent({ price, discount });

  const line: CartLine = {
    productId: p._id,
    ...(variant ? { variantId: variant._id } : {}),
    ...(variant?.color ? { color: { name: variant.color.name } } : {}),
    ...(valueNames ? { attribute: { name: valueNames } } : {}),
    name: p.name,
    slug: p.slug,
    image: images[0]?.url,
    unit: p.unit,
    unitValue: p.unitValue,
    price: discount,
    stock,
    ...(p.lotTracked && places?.largestLot != null ? { largestLot: places.largestLot } : {}),
  };
  const add = (n: number) => {
    const took = onAdd(line, n) ?? n;
    setAdded({ asked: n, added: took });
    return took;
  };

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <Gallery key={images[0]?.url} images={images} name={p.name} />
      <div className="flex flex-col gap-5">
        <div>
          {p.brand && (
            <p className="text-sm font-semibold tracking-wide text-secondary-strong uppercase">
              <bdi lang={p.brand.lang?.name}>{p.brand.name}</bdi>
            </p>
          )}
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-4xl">
            <bdi data-testid="product-name" lang={p.lang?.name}>
              {p.name}
            </bdi>
          </h1>
          {p.summary && (
            <p dir="auto" lang={p.lang?.summary} className="mt-3 text-gray-700">
              {p.summary}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3" data-testid="product-price">
          <span className="text-3xl font-extrabold" data-testid="price" dir="ltr">
            {formatMoney(discount, locale, currency)}
          </span>
          {isDiscounted({ price, discount }) && (
            <>
              <s className="text-lg text-gray-500" data-testid="original-price" dir="ltr">
                {formatMoney(price, locale, currency)}
              </s>
              <span className="rounded-md bg-secondary-strong px-2 py-1 text-xs font-bold text-secondary-contrast">
                -{plainNumber(off, locale)}%
              </span>
            </>
          )}
          <span className="text-sm text-gray-600">
            {p.unit === p.sellUnit || !(p.unitValue > 0) // no unit value (0): priced per sell unit only
              ? t.rich('perSell', { sellUnit: unitWord(p.sellUnit, units), bdi })
              : t.rich('perUnit', { unit: formatUnit(p.unitValue, p.unit, locale, units), sellUnit: unitWord(p.sellUnit, units), bdi })}
          </span>
          {perSqFt !== null && (
            <span className="text-sm font-medium text-gray-700" dir="ltr">
              ({t('perSqFt', { price: formatMoney(perSqFt, locale, currency) })})
            </span>
          )}
        </div>
        <p
          data-testid="stock-status"
          className={clsx(
            'inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
            inStock ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700',
          )}
        >
          <span className={clsx('size-2 rounded-full', inStock ? 'bg-emerald-500' : 'bg-red-500')} aria-hidden />
          {inStock
            ? stock >= 100_000
              ? t('inStock')
              : t('inStockCount', { count: stock })
            : p.type === 'variable' && !variant
              ? t('unavailable')
              : t('outOfStock')}
        </p>
        {pickup && (
          <p data-testid="pickup-readiness" className="flex items-start gap-2 text-sm text-gray-700">
            {pickup.kind === 'today' ? (
              <Store className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
            ) : (
              <Truck className="mt-0.5 size-4 shrink-0 text-secondary-strong" aria-hidden />
            )}
            <span>
              {pickup.kind === 'today'
                ? t('pickupToday', { count: pickup.count, kind: soldAs(p.sellUnit) })
                : t('pickupTransfer', { days: pickup.days, kind: soldAs(p.sellUnit) })}
            </span>
          </p>
        )}
        {p.type === 'variable' && (
          <VariantPicker
            variants={p.variants}
            options={p.options}
            choice={choice}
            onChange={(n) => {
              setPicked(n);
              setQty(1);
              setAdded(null);
              setSample(null);
              const chosen = variantAt(p.variants, n, dimensions);
              const url = new URL(window.location.href);
              if (chosen) url.searchParams.set('variant', chosen._id);
              else url.searchParams.delete('variant');
              window.history.replaceState(null, '', url);
            }}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={Math.min(qty, Math.max(1, limit))} max={Math.max(1, limit)} onChange={setQty} />
          <button
            type="button"
            disabled={!inStock}
            onClick={() => add(Math.min(qty, limit))}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-ink hover:bg-primary-hover disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-500"
          >
            <ShoppingCart className="size-5" aria-hidden /> {inStock ? t('addToCart') : t('outOfStock')}
          </button>
          {actions}
        </div>
        {inStock && lotLimit !== null && (
          <p role="status" data-testid="lot-warning" className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <Layers className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t('lotWarning', { count: lotLimit })}</span>
          </p>
        )}
        {inStock && qty >= MAX_LINE_QUANTITY && (
          <p role="status" className="text-sm text-secondary-strong">
            {t('lineLimit', { count: MAX_LINE_QUANTITY })}
          </p>
        )}
        {/* what the cart took (docs/requirements.md, "Cart contents"): never "Added" when nothing went in */}
        <p role="status" className={clsx('text-sm', added && added.added < added.asked ? 'text-secondary-strong' : 'text-emerald-700')}>
          {added ? (
            <>
              {added.added === added.asked
                ? t('added')
                : added.added === 0
                  ? t('cartFull', { count: limit })
                  : t('addedSome', { count: added.added, max: limit })}{' '}
              <Link href="/cart" className="font-semibold underline">
                {t('viewCart')}
              </Link>
            </>
          ) : null}
        </p>
        {p.offersSamples && onSample && (p.type === 'simple' || variant) && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              onClick={() => {
                setSample(onSample(line));
                setAdded(null);
              }}
              className="inline-flex items-center gap-2 rounded-md border border-ink px-4 py-2 text-sm font-semibold hover:bg-gray-50"
              data-testid="order-sample"
            >
              <SwatchBook className="size-4" aria-hidden /> {t('orderSample')}
            </button>
            <p role="status" className={clsx('text-sm', sample === 'added' ? 'text-emerald-700' : 'text-secondary-strong')}>
              {sample === 'added' ? (
                <>
                  {t('sampleAdded')}{' '}
                  <Link href="/cart" className="font-semibold underline">
                    {t('viewCart')}
                  </Link>
                </>
              ) : sample === 'full' ? (
                t('sampleLimit', { count: MAX_SAMPLES })
              ) : sample === 'already' ? (
                t('sampleAlready')
              ) : null}
            </p>
          </div>
        )}
        {isSoldByArea(p) && (
          <BoxesCalculator coveragePerBox={p.unitValue} pricePerBox={discount} currency={currency} maxBoxes={stock} onAdd={add} />
        )}
        {isSoldByArea(p) && images[0] && (
          <RoomPreviewButton
            productName={p.name}
            specifications={p.english?.specifications ?? p.specifications}
            size={variant && sizeOption(englishOptions(p, variant))}
            colours={previewColours(p)}
            image={images[0].url}
          />
        )}
        {isSoldByArea(p) && (
          <p className="text-sm text-gray-700">
            {t('measureQuestion')}{' '}
            <Link href="/measure" className="font-semibold text-secondary-strong underline" data-testid="book-measure">
              {t('bookMeasure')}
            </Link>
          </p>
        )}
        {belowCalculator}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-body-gray pt-4 text-sm text-gray-600">
          {(variant?.sku || p.sku) && (
            <>
              <dt>{t('sku')}</dt>
              {/* the chosen variant's own code, else the product's */}
              <dd dir="ltr" className="text-end" data-testid="sku">
                {variant?.sku || p.sku}
              </dd>
            </>
          )}
          <dt>{t('category')}</dt>
          <dd className="text-end">
            <Link className="hover:underline" href={`/shop/${p.category.slug}`} dir="auto">
              {p.category.name}
            </Link>
          </dd>
        </dl>
      </div>
    </div>
  );
}
