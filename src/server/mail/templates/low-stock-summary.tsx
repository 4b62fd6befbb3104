import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { MailLayout, type MailParts, type MailShop } from './mail-layout';

export interface LowStockSummaryProps {
  shop: MailShop;
  /** the shop's day the summary is for, yyyy-mm-dd */
  day: string;
  /** each with its boxes at every location (where stock could be moved from) */
  items: { name: string; variant: string | null; quantity: number; threshold: number; locations: { name: string; boxes: number }[] }[];
  /** how many items are low in all (the mail lists the first ones) */
  total: number;
  /** the dashboard page that lists them */
  link: string;
}

/** where the boxes are, when there is more than one place they could be */
const placesOf = (i: LowStockSummaryProps['items'][number]) =>
  i.locations.length > 1 ? ` · ${i.locations.map((l) => `${l.name} ${l.boxes}`).join(' · ')}` : '';

const lineOf = (i: LowStockSummaryProps['items'][number]) =>
  `${i.name}${i.variant ? ` (${i.variant})` : ''}: ${i.quantity === 0 ? 'sold out' : `${i.quantity} left`} (alert at ${i.threshold})${placesOf(i)}`;

const intro = (p: LowStockSummaryProps) =>
  `${p.total} ${p.total === 1 ? 'item is' : 'items are'} at or below the low-stock threshold on ${p.day}.`;

const more = (p: LowStockSummaryProps) => (p.total > p.items.length ? `…and ${p.total - p.items.length} more.` : null);

/** The morning low-stock summary to admins and product staff (in English, like the dashboard's notifications). */
export function LowStockSummaryMail(props: LowStockSummaryProps) {
  return (
    <MailLayout locale="en" shop={props.shop}>
      <Text>{intro(props)}</Text>
      <ul>
        {props.items.map((i, n) => (
          <li key={n}>{lineOf(i)}</li>
        ))}
      </ul>
      {more(props) && <Text>{more(props)}</Text>}
      <Text>
        <Link href={props.link}>Open the dashboard</Link>
      </Text>
    </MailLayout>
  );
}

export async function renderLowStockSummaryMail(props: LowStockSummaryProps): Promise<MailParts> {
  return {
    subject: `Low stock: ${props.total} ${props.total === 1 ? 'item' : 'items'} (${props.day})`,
    text: [intro(props), '', ...props.items.map((i) => `- ${lineOf(i)}`), more(props) ?? '', '', props.link].join('\n'),
    html: await render(<LowStockSummaryMail {...props} />),
  };
}
