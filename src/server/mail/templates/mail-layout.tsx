import { Fragment, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { Settings } from '@/domain/settings/settings';
import { variantName } from '@/domain/orders/summary';
import { localeDir, type Locale } from '@/i18n/locales';
import { isolateText } from '@/lib/bidi-text';
import { customerItemName, customerVariant } from '@/domain/orders/local-name';

/** A translator scoped to one message namespace (next-intl's, or use-intl's in the preview script). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What a mail shows of the shop: name, logo (absolute URL), colours and currency symbol from the settings. */
export interface MailShop {
  name: string;
  currencySymbol: string;
  logoUrl: string | null;
  colors: { accent: string; border: string; text: string };
  /** the shop's GST number (`123456789 RT0001`), or empty: the order confirmation shows it under the totals */
  gstNumber: string;
}

/** The parts of every mail. */
export interface MailParts {
  subject: string;
  text: string;
  html: string;
}

export function mailShop(settings: Pick<Settings, 'name' | 'logo' | 'color' | 'currency' | 'gstNumber'>, origin: string): MailShop {
  const logo = settings.logo[0]?.url;
  return {
    name: settings.name,
    currencySymbol: settings.currency.symbol,
    // mail clients (Gmail, Outlook) do not display SVG, and a relative address means nothing in a mailbox
    logoUrl: logo && !/\.svg(\?|$)/i.test(logo) ? new URL(logo, origin).href : null,
    colors: { accent: settings.color.primary, border: settings.color.body_gray, text: '#1f2937' },
    gstNumber: settings.gstNumber,
  };
}

/** The frame of every mail: language and direction, the shop's name or logo above a bar in its colour. */
export function MailLayout({ locale, shop, children }: { locale: Locale; shop: MailShop; children: ReactNode }) {
  const dir = localeDir(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Body style={{ backgroundColor: '#ffffff', margin: 0 }}>
        <Container style={{ fontFamily: 'Arial,sans-serif', color: shop.colors.text, padding: '16px', direction: dir }}>
          <div style={{ borderBottom: `4px solid ${shop.colors.accent}`, paddingBottom: '8px', marginBottom: '16px' }}>
            {shop.logoUrl ? (
              <Img src={shop.logoUrl} alt={shop.name} height="40" />
            ) : (
              <Text style={{ fontSize: '20px', fontWeight: 'bold', margin: 0 }}>{shop.name}</Text>
            )}
          </div>
          {children}
        </Container>
      </Body>
    </Html>
  );
}

/** Lines joined by line breaks; a line that is exactly `link` becomes a link. */
export function Lines({ lines, link }: { lines: string[]; link?: string }) {
  return lines.map((line, n) => (
    <Fragment key={n}>
      {n > 0 && <br />}
      {link && line.trim() === link ? <Link href={link}>{link}</Link> : line}
    </Fragment>
  ));
}

/** A translated plain-text message as HTML: blank lines separate paragraphs, single line breaks stay. */
export function TextParagraphs({ text, link }: { text: string; link?: string }) {
  return text.split(/\n{2,}/).map((paragraph, p) => (
    <Text key={p}>
      <Lines lines={paragraph.split('\n')} link={link} />
    </Text>
  ));
}

/** An order line as a mail names it. */
export interface MailItem {
  name: string;
  /** the name in the order's language (customerItemName): the mail uses it, else the English name */
  localName?: string | null;
  colorName: string | null;
  attributeName: string | null;
  /** the colour and attribute value in the order's language (customerVariant), else the English ones */
  localColorName?: string | null;
  localAttributeName?: string | null;
  quantity: number;
  /** an installation line (docs/requirements.md, "Installation estimate"): a service, not goods to ship or collect */
  installation?: boolean;
}

/**
 * The writing helpers of an order mail: `iso` bidi-isolates Latin names and codes (FSI…PDI) in a right-to-left mail,
 * `itemLine` names an item with its variant ("Kitsilano Oak (Natural Oak)"), in the order's language when it has it.
 */
export function orderMailWriting(locale: Locale) {
  const iso = localeDir(locale) === 'rtl' ? isolateText : (s: string) => s;
  const itemLine = (i: MailItem) => {
    const variant = variantName(customerVariant(i));
    const name = customerItemName(i);
    return variant ? `${iso(name)} (${iso(variant)})` : iso(name);
  };
  return { iso, itemLine };
}

/** The goods of an order mail (installation lines are no parcel): one row per line, its name and "× quantity". */
export function MailItemTable({ shop, items, itemLine }: { shop: MailShop; items: MailItem[]; itemLine: (i: MailItem) => string }) {
  const cell = { padding: '4px 8px', borderBottom: `1px solid ${shop.colors.border}` };
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {items
          .filter((i) => !i.installation)
          .map((i, n) => (
            <tr key={n}>
              <td style={cell}>{itemLine(i)}</td>
              <td style={cell}>× {i.quantity}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
