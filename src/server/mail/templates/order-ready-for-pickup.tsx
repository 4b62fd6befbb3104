import { render } from '@react-email/render';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Lines, MailLayout, type MailParts, type MailShop, type Translate, MailItemTable, orderMailWriting } from './mail-layout';
import type { Locale } from '@/i18n/locales';
import { hoursLines, type OpeningHours } from '@/domain/settings/opening-hours';

/** The parts of an order the mail shows (the storefront's OrderDetailDto fits). */
export interface PickupOrder {
  number: string;
  billing: { fullName: string };
  items: { name: string; colorName: string | null; attributeName: string | null; quantity: number }[];
}

export interface OrderReadyForPickupProps {
  locale: Locale;
  shop: MailShop;
  /** translator of checkout.pickupEmail */
  t: Translate;
  order: PickupOrder;
  /** the showroom's address and opening hours (docs/requirements.md, "Showroom pickup") */
  showroom: { address: string; hours: OpeningHours };
  lookupUrl: string;
}

function contents({ locale, showroom, t }: OrderReadyForPickupProps) {
  // Latin names in a right-to-left mail are bidi-isolated (FSI…PDI), as in the other order mails
  const { iso, itemLine } = orderMailWriting(locale);
  const hours = hoursLines(showroom.hours, locale, { range: (from, to) => t('dayRange', { from, to }), closed: t('closed') }).map(
    (l) => `${l.days}: ${l.closed ? l.hours : iso(l.hours)}`,
  );
  return { iso, itemLine, hours };
}

/** "Your order is ready for pickup": where, when the showroom is open, and the items to collect. */
export function OrderReadyForPickupMail(props: OrderReadyForPickupProps) {
  const { locale, shop, t, order, showroom, lookupUrl } = props;
  const { iso, itemLine, hours } = contents(props);
  return (
    <MailLayout locale={locale} shop={shop}>
      <Text>{t('greeting', { name: order.billing.fullName })}</Text>
      <Text>{t('intro', { number: order.number })}</Text>
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('where')}
      </Heading>
      <Text>{iso(showroom.address)}</Text>
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('hours')}
      </Heading>
      <Text>
        <Lines lines={hours} />
      </Text>
      <Text>{t('bring')}</Text>
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('items')}
      </Heading>
      <MailItemTable shop={shop} items={order.items} itemLine={itemLine} />
      <Text>
        <Link href={lookupUrl}>{t('lookup', { number: order.number })}</Link>
      </Text>
    </MailLayout>
  );
}

/** The plain-text part, line for line what the HTML shows. */
export function orderReadyForPickupText(props: OrderReadyForPickupProps): string {
  const { t, order, showroom, lookupUrl } = props;
  const { iso, itemLine, hours } = contents(props);
  return [
    t('greeting', { name: order.billing.fullName }),
    '',
    t('intro', { number: order.number }),
    '',
    `${t('where')}:`,
    iso(showroom.address),
    '',
    `${t('hours')}:`,
    ...hours,
    '',
    t('bring'),
    '',
    t('items'),
    ...order.items.map((i) => `- ${itemLine(i)} × ${i.quantity}`),
    '',
    t('lookup', { number: order.number }),
    lookupUrl,
  ].join('\n');
}

export async function renderOrderReadyForPickupMail(props: OrderReadyForPickupProps): Promise<MailParts> {
  return {
    subject: props.t('subject', { number: props.order.number }),
    text: orderReadyForPickupText(props),
    html: await render(<OrderReadyForPickupMail {...props} />),
  };
}
