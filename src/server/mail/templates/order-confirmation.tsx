import { render } from '@react-email/render';
import { formatMoney } from '@/lib/money';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Lines, MailLayout, type MailParts, type MailShop, type Translate } from './mail-layout';
import { localeDir, type Locale } from '@/i18n/locales';
import { orderSummaryRows, variantName, type SummaryRow } from '@/domain/orders/summary';
import { isolateText } from '@/lib/bidi-text';
import { customerDelivery, customerItemName, customerVariant } from '@/domain/orders/local-name';
import { hoursLines, type OpeningHours } from '@/domain/settings/opening-hours';

interface Address {
  fullName: string;
  house: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
}

/** The parts of an order the confirmation shows (an OrderDetailDto fits). */
export interface ConfirmedOrder {
  number: string;
  currency: string;
  billing: { fullName: string };
  shipping: Address;
  items: {
    name: string;
    colorName: string | null;
    attributeName: string | null;
    unitPrice: string;
    quantity: number;
    lineTotal: string;
    /** a free sample (docs/requirements.md, "Free samples") */
    sample?: boolean;
    /** an installation line and the sq ft it covers (docs/requirements.md, "Installation estimate") */
    installation?: boolean;
    installedSqFt?: number | null;
  }[];
  subtotal: string;
  discountTotal: string;
  couponCode: string | null;
  shippingCost: string;
  /** English area, and in the order's language when kept (customerDelivery) */
  delivery: { type: string; area: string; localType?: string | null; localArea?: string | null };
  taxLines: { name: string; rate: number; amount: string }[];
  total: string;
  /** collected at the showroom (docs/requirements.md, "Showroom pickup"): `shipping` holds the contact only */
  pickup?: boolean;
  /** `cod`, or the online gateway */
  paymentMethod?: string;
}

export interface OrderConfirmationProps {
  locale: Locale;
  shop: MailShop;
  /** translator of checkout.email */
  t: Translate;
  order: ConfirmedOrder;
  /** the order lookup page of the shop */
  lookupUrl: string;
  /** the showroom's address and opening hours, shown to a pickup order (docs/requirements.md, "Showroom pickup") */
  showroom?: { address: string; hours: OpeningHours };
}

function contents({ t, order, locale, shop, showroom }: OrderConfirmationProps) {
  // the shop's one money format (locale digits, separators, sign and symbol placement)
  const money = (v: string | number) => formatMoney(v, locale, shop.currencySymbol);
  // in a right-to-left mail, Latin names, codes and areas are bidi-isolated (FSI…PDI) so the brackets around them
  // and the words after them keep their places
  const iso = localeDir(locale) === 'rtl' ? isolateText : (s: string) => s;
  const itemLine = (i: ConfirmedOrder['items'][number]) => {
    // the name and variant in the order's language when the line has them (docs/requirements.md, "Content in four languages")
    const variant = variantName(customerVariant(i));
    const own = customerItemName(i);
    const name = variant ? `${iso(own)} (${iso(variant)})` : iso(own);
    if (i.installation) return t('installation', { name, area: i.installedSqFt ?? 0 });
    return i.sample ? `${name}, ${t('sample')}` : name;
  };
  // the rows every order summary shows (docs/requirements.md, "Order summary")
  const rows: [string, string][] = orderSummaryRows(order).map((row) => [label(row), money(row.amount)]);
  function label(row: SummaryRow): string {
    switch (row.kind) {
      case 'subtotal':
        return t('subtotal');
      case 'discount':
        return row.code ? t('discountCode', { code: iso(row.code) }) : t('discount');
      case 'rounding':
        return t('rounding');
      case 'delivery':
        // in the order's language where the option was translated (docs/requirements.md, "Content in four languages")
        return order.pickup ? t('pickupRow') : t('delivery', { area: iso(customerDelivery(order.delivery).area) });
      case 'tax':
        return t('taxLine', { name: iso(row.name), rate: row.rate });
      case 'total':
        return t('total');
    }
  }
  const s = order.shipping;
  // a pickup: where and when to collect it, and the contact the shop calls (it has no address to deliver to)
  const place: Place = order.pickup
    ? {
        intro: t('introPickup', { number: order.number }),
        heading: t('pickupAt'),
        lines: showroom ? [iso(showroom.address)] : [],
        hours: showroom
          ? hoursLines(showroom.hours, locale, { range: (from, to) => t('dayRange', { from, to }), closed: t('closed') }).map(
              (l) => `${l.days}: ${l.closed ? l.hours : iso(l.hours)}`,
            )
          : [],
        contact: [iso(s.fullName), iso(s.phone)].filter(Boolean),
        payment: !order.paymentMethod || order.paymentMethod === 'cod' ? t('paymentPickup') : null,
      }
    : {
        intro: t('intro', { number: order.number }),
        heading: t('deliverTo'),
        // each part of a Latin address keeps its order on its Arabic line ("12 King George Blvd", not "King George Blvd 12")
        lines: [iso(s.fullName), iso(s.house), `${iso(s.city)}, ${iso(`${s.state} ${s.zipCode}`)}`, iso(s.country), iso(s.phone)],
        hours: [],
        contact: [],
        payment: !order.paymentMethod || order.paymentMethod === 'cod' ? t('payment') : t('paymentOnline'),
      };
  return { money, itemLine, rows, place };
}

/** Where the goods go (a delivery address) or are collected (the showroom, its hours and the customer's contact). */
interface Place {
  intro: string;
  heading: string;
  lines: string[];
  hours: string[];
  contact: string[];
  payment: string | null;
}

export function OrderConfirmationMail(props: OrderConfirmationProps) {
  const { locale, shop, t, order, lookupUrl } = props;
  const { money, itemLine, rows, place } = contents(props);
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${shop.colors.border}` };
  return (
    <MailLayout locale={locale} shop={shop}>
      <Text>{t('greeting', { name: order.billing.fullName })}</Text>
      <Text>{place.intro}</Text>
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('items')}
      </Heading>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {order.items.map((i, n) => (
            <tr key={n}>
              <td style={cell}>{itemLine(i)}</td>
              <td style={cell}>× {i.quantity}</td>
              <td style={cell}>{money(i.lineTotal)}</td>
            </tr>
          ))}
          {rows.map(([label, value], n) => (
            <tr key={`r${n}`}>
              <td style={cell} colSpan={2}>
                <strong>{label}</strong>
              </td>
              <td style={cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shop.gstNumber && <Text style={{ fontSize: '12px' }}>{t('gstNumber', { number: shop.gstNumber })}</Text>}
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {place.heading}
      </Heading>
      <Text>
        <Lines lines={place.lines} />
      </Text>
      {place.hours.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: '16px' }}>
            {t('hours')}
          </Heading>
          <Text>
            <Lines lines={place.hours} />
          </Text>
        </>
      )}
      {place.contact.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: '16px' }}>
            {t('contact')}
          </Heading>
          <Text>
            <Lines lines={place.contact} />
          </Text>
        </>
      )}
      {place.payment && <Text>{place.payment}</Text>}
      <Text>
        <Link href={lookupUrl}>{t('lookup', { number: order.number })}</Link>
      </Text>
    </MailLayout>
  );
}

/** The plain-text part, line for line what the HTML shows (with each item's unit price). */
export function orderConfirmationText(props: OrderConfirmationProps): string {
  const { t, order, lookupUrl } = props;
  const { money, itemLine, rows, place } = contents(props);
  return [
    t('greeting', { name: order.billing.fullName }),
    '',
    place.intro,
    '',
    t('items'),
    ...order.items.map((i) => `- ${itemLine(i)} × ${i.quantity} @ ${money(i.unitPrice)} = ${money(i.lineTotal)}`),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(props.shop.gstNumber ? [t('gstNumber', { number: props.shop.gstNumber })] : []),
    '',
    `${place.heading}:`,
    ...place.lines,
    ...(place.hours.length ? ['', `${t('hours')}:`, ...place.hours] : []),
    ...(place.contact.length ? ['', `${t('contact')}:`, ...place.contact] : []),
    '',
    ...(place.payment ? [place.payment] : []),
    t('lookup', { number: order.number }),
    lookupUrl,
  ].join('\n');
}

export async function renderOrderConfirmationMail(props: OrderConfirmationProps): Promise<MailParts> {
  return {
    subject: props.t('subject', { number: props.order.number }),
    text: orderConfirmationText(props),
    html: await render(<OrderConfirmationMail {...props} />),
  };
}
