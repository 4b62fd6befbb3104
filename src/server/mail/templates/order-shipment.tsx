import { render } from '@react-email/render';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Lines, MailLayout, type MailParts, type MailShop, type Translate, MailItemTable, orderMailWriting } from './mail-layout';
import type { Locale } from '@/i18n/locales';
import type { ShipmentView } from '@/domain/orders/shipment';
import { readableOn } from '@/lib/theme';

/** The parts of an order the shipping mail shows (the storefront's OrderDetailDto fits). */
export interface ShippedOrder {
  number: string;
  billing: { fullName: string };
  shipping: { fullName: string; house: string; city: string; state: string; zipCode: string; country: string; phone: string };
  items: { id: string; name: string; colorName: string | null; attributeName: string | null; quantity: number }[];
}

export interface OrderShipmentProps {
  locale: Locale;
  shop: MailShop;
  /** translator of checkout.shipmentEmail */
  t: Translate;
  order: ShippedOrder;
  /** the parcel this mail is about */
  shipment: ShipmentView;
  /** part of the order is still to ship after this parcel */
  rest: boolean;
  /** true when the tracking of a parcel already sent was corrected */
  updated: boolean;
  /** the order lookup page of the shop */
  lookupUrl: string;
}

function contents({ locale, order, shipment, rest, updated }: OrderShipmentProps) {
  // Latin names and codes in a right-to-left mail are bidi-isolated (FSI…PDI), as in the confirmation
  const { iso, itemLine } = orderMailWriting(locale);
  const s = order.shipping;
  const address = [s.fullName, s.house, `${s.city}, ${s.state} ${s.zipCode}`, s.country, s.phone];
  // the items in this parcel, as many as it holds
  const inParcel = new Map(shipment.lines.map((l) => [l.itemId, l.quantity]));
  const items = order.items.filter((i) => inParcel.has(i.id)).map((i) => ({ ...i, quantity: inParcel.get(i.id)! }));
  const intro = updated ? 'introUpdated' : rest ? 'introPart' : 'intro';
  return { iso, itemLine, address, items, intro };
}

/** "Your order is on its way": carrier, tracking number and link, the items shipped and where they go. */
export function OrderShipmentMail(props: OrderShipmentProps) {
  const { locale, shop, t, order, shipment, lookupUrl } = props;
  const { iso, itemLine, address, items, intro } = contents(props);
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${shop.colors.border}` };
  return (
    <MailLayout locale={locale} shop={shop}>
      <Text>{t('greeting', { name: order.billing.fullName })}</Text>
      <Text>{t(intro, { number: order.number, n: shipment.position })}</Text>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          <tr>
            <td style={cell}>
              <strong>{t('carrier')}</strong>
            </td>
            <td style={cell}>{iso(shipment.carrierName)}</td>
          </tr>
          <tr>
            <td style={cell}>
              <strong>{t('trackingNumber')}</strong>
            </td>
            <td style={cell} dir="ltr">
              {shipment.trackingNumber}
            </td>
          </tr>
        </tbody>
      </table>
      {shipment.trackingUrl && (
        <>
          <Text style={{ margin: '16px 0 8px' }}>
            <Link
              href={shipment.trackingUrl}
              style={{
                display: 'inline-block',
                backgroundColor: shop.colors.accent,
                // readable on whatever colour the settings chose
                color: readableOn(shop.colors.accent, shop.colors.text),
                padding: '10px 18px',
                borderRadius: '4px',
                fontWeight: 'bold',
                textDecoration: 'none',
              }}
            >
              {t('track')}
            </Link>
          </Text>
          <Text style={{ fontSize: '12px', wordBreak: 'break-all' }}>
            <Link href={shipment.trackingUrl}>{shipment.trackingUrl}</Link>
          </Text>
        </>
      )}
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('items')}
      </Heading>
      <MailItemTable shop={shop} items={items} itemLine={itemLine} />
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('deliverTo')}
      </Heading>
      <Text>
        <Lines lines={address} />
      </Text>
      <Text>
        <Link href={lookupUrl}>{t('lookup', { number: order.number })}</Link>
      </Text>
    </MailLayout>
  );
}

/** The plain-text part, line for line what the HTML shows. */
export function orderShipmentText(props: OrderShipmentProps): string {
  const { t, order, shipment, lookupUrl } = props;
  const { iso, itemLine, address, items, intro } = contents(props);
  return [
    t('greeting', { name: order.billing.fullName }),
    '',
    t(intro, { number: order.number, n: shipment.position }),
    '',
    `${t('carrier')}: ${iso(shipment.carrierName)}`,
    `${t('trackingNumber')}: ${shipment.trackingNumber}`,
    ...(shipment.trackingUrl ? [`${t('track')}: ${shipment.trackingUrl}`] : []),
    '',
    t('items'),
    ...items.map((i) => `- ${itemLine(i)} × ${i.quantity}`),
    '',
    `${t('deliverTo')}:`,
    ...address,
    '',
    t('lookup', { number: order.number }),
    lookupUrl,
  ].join('\n');
}

export async function renderOrderShipmentMail(props: OrderShipmentProps): Promise<MailParts> {
  return {
    subject: props.t(props.updated ? 'subjectUpdated' : props.rest ? 'subjectPart' : 'subject', { number: props.order.number }),
    text: orderShipmentText(props),
    html: await render(<OrderShipmentMail {...props} />),
  };
}
