import { render } from '@react-email/render';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { MailLayout, type MailItem, type MailParts, type MailShop, type Translate, orderMailWriting } from './mail-layout';
import type { OrderUpdate } from '@/domain/orders/customer-update';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/money';

/** The parts of an order the mail shows (the storefront's OrderDetailDto fits). */
export interface UpdatedOrder {
  number: string;
  /** a showroom pickup: "collected" rather than "delivered" */
  pickup: boolean;
  billing: { fullName: string };
  items: (MailItem & { lineTotal: string })[];
  total: string;
}

export interface OrderUpdateProps {
  locale: Locale;
  shop: MailShop;
  /** translator of checkout.orderUpdateEmail */
  t: Translate;
  order: UpdatedOrder;
  update: OrderUpdate;
  /** the order lookup page of the shop */
  lookupUrl: string;
}

function contents({ locale, shop, t, order, update }: OrderUpdateProps) {
  const { itemLine } = orderMailWriting(locale);
  const money = (v: string | number) => formatMoney(v, locale, shop.currencySymbol);
  const number = order.number;
  const said = ((): { subject: string; lines: string[] } => {
    switch (update.kind) {
      case 'edited':
        return { subject: t('subjectEdited', { number }), lines: [t('introEdited', { number })] };
      case 'refunded':
        return {
          subject: t('subjectRefunded', { number }),
          lines: [t('introRefunded', { number, amount: money(update.amount) }), t(update.online ? 'refundOnline' : 'refundManual')],
        };
      case 'cancelled':
        return { subject: t('subjectCancelled', { number }), lines: [t('introCancelled', { number })] };
      case 'delivered':
        return order.pickup
          ? { subject: t('subjectPickedUp', { number }), lines: [t('introPickedUp', { number })] }
          : { subject: t('subjectDelivered', { number }), lines: [t('introDelivered', { number })] };
    }
  })();
  // an edit shows the order as it is now: its lines with their amounts, and the new total
  const lines =
    update.kind === 'edited' ? order.items.map((i) => ({ name: `${itemLine(i)} × ${i.quantity}`, amount: money(i.lineTotal) })) : [];
  return { money, said, lines };
}

/** "Your order has been updated / refunded / cancelled / delivered": what changed, in the order's language. */
export function OrderUpdateMail(props: OrderUpdateProps) {
  const { locale, shop, t, order, lookupUrl } = props;
  const { money, said, lines } = contents(props);
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${shop.colors.border}` };
  return (
    <MailLayout locale={locale} shop={shop}>
      <Text>{t('greeting', { name: order.billing.fullName })}</Text>
      {said.lines.map((line, n) => (
        <Text key={n}>{line}</Text>
      ))}
      {lines.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: '16px' }}>
            {t('items')}
          </Heading>
          <table style={{ borderCollapse: 'collapse' }}>
            <tbody>
              {lines.map((l, n) => (
                <tr key={n}>
                  <td style={cell}>{l.name}</td>
                  <td style={{ ...cell, whiteSpace: 'nowrap' }}>{l.amount}</td>
                </tr>
              ))}
              <tr>
                <td style={cell}>
                  <strong>{t('newTotal')}</strong>
                </td>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <strong>{money(order.total)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </>
      )}
      <Text>
        <Link href={lookupUrl}>{t('lookup', { number: order.number })}</Link>
      </Text>
    </MailLayout>
  );
}

/** The plain-text part, line for line what the HTML shows. */
export function orderUpdateText(props: OrderUpdateProps): string {
  const { t, order, lookupUrl } = props;
  const { money, said, lines } = contents(props);
  return [
    t('greeting', { name: order.billing.fullName }),
    '',
    ...said.lines.flatMap((l) => [l, '']),
    ...(lines.length ? [t('items'), ...lines.map((l) => `- ${l.name}: ${l.amount}`), `${t('newTotal')}: ${money(order.total)}`, ''] : []),
    t('lookup', { number: order.number }),
    lookupUrl,
  ].join('\n');
}

export async function renderOrderUpdateMail(props: OrderUpdateProps): Promise<MailParts> {
  return {
    subject: contents(props).said.subject,
    text: orderUpdateText(props),
    html: await render(<OrderUpdateMail {...props} />),
  };
}
