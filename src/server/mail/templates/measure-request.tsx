import { render } from '@react-email/render';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { Lines, MailLayout, type MailParts, type MailShop, type Translate } from './mail-layout';
import { localeDir, type Locale } from '@/i18n/locales';
import { isolateText } from '@/lib/bidi-text';
import { SHOP_ZONE } from '@/lib/shop-zone';

/** The parts of a measure request its mails show. */
export interface MailedMeasureRequest {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  preferredDates: string[];
  rooms: { name: string; area?: number }[];
  /** the booked visit (scheduled mail) */
  scheduledAt: Date | null;
  /** the shop's note to the customer, if any */
  staffNote: string;
}

/** received: the request was stored; scheduled: a visit is booked (or moved); done: the measure was taken */
export type MeasureMailKind = 'received' | 'scheduled' | 'done';

export interface MeasureRequestMailProps {
  locale: Locale;
  shop: MailShop;
  /** translator of content.measureEmail */
  t: Translate;
  kind: MeasureMailKind;
  request: MailedMeasureRequest;
}

function contents({ locale, t, request: r }: MeasureRequestMailProps) {
  // Latin names in a right-to-left mail are bidi-isolated (FSI…PDI), as in the order mails
  const iso = localeDir(locale) === 'rtl' ? isolateText : (s: string) => s;
  const day = (d: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
  const visit = r.scheduledAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: SHOP_ZONE }).format(r.scheduledAt)
    : '';
  const address = [iso(r.street), `${iso(r.city)}, BC ${r.postalCode}`];
  const rooms = r.rooms.map((room) => (room.area ? t('roomWithArea', { room: iso(room.name), area: room.area }) : iso(room.name)));
  return { iso, day, visit, address, rooms };
}

/** The customer's mails about a free measure: request received, visit booked, measure taken. */
export function MeasureRequestMail(props: MeasureRequestMailProps) {
  const { locale, shop, t, kind, request: r } = props;
  const { day, visit, address, rooms } = contents(props);
  return (
    <MailLayout locale={locale} shop={shop}>
      <Text>{t('greeting', { name: r.name })}</Text>
      <Text>{t(`${kind}.intro`)}</Text>
      {kind === 'scheduled' && <Text style={{ fontSize: '18px', fontWeight: 'bold' }}>{visit}</Text>}
      {kind === 'received' && (
        <>
          <Heading as="h2" style={{ fontSize: '16px' }}>
            {t('preferredDates')}
          </Heading>
          <Text>
            <Lines lines={r.preferredDates.map(day)} />
          </Text>
        </>
      )}
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('address')}
      </Heading>
      <Text>
        <Lines lines={address} />
      </Text>
      <Heading as="h2" style={{ fontSize: '16px' }}>
        {t('rooms')}
      </Heading>
      <Text>
        <Lines lines={rooms} />
      </Text>
      {r.staffNote && kind !== 'received' && (
        <>
          <Heading as="h2" style={{ fontSize: '16px' }}>
            {t('note')}
          </Heading>
          <Text style={{ whiteSpace: 'pre-line' }}>{r.staffNote}</Text>
        </>
      )}
      <Text>{t(`${kind}.closing`)}</Text>
    </MailLayout>
  );
}

/** The plain-text part, line for line what the HTML shows. */
export function measureRequestText(props: MeasureRequestMailProps): string {
  const { t, kind, request: r } = props;
  const { day, visit, address, rooms } = contents(props);
  return [
    t('greeting', { name: r.name }),
    '',
    t(`${kind}.intro`),
    ...(kind === 'scheduled' ? ['', visit] : []),
    ...(kind === 'received' ? ['', `${t('preferredDates')}:`, ...r.preferredDates.map((d) => `- ${day(d)}`)] : []),
    '',
    `${t('address')}:`,
    ...address,
    '',
    `${t('rooms')}:`,
    ...rooms.map((room) => `- ${room}`),
    ...(r.staffNote && kind !== 'received' ? ['', `${t('note')}:`, r.staffNote] : []),
    '',
    t(`${kind}.closing`),
  ].join('\n');
}

export async function renderMeasureRequestMail(props: MeasureRequestMailProps): Promise<MailParts> {
  return {
    subject: props.t(`${props.kind}.subject`, { shop: props.shop.name }),
    text: measureRequestText(props),
    html: await render(<MeasureRequestMail {...props} />),
  };
}
