/**
 * Renders every e-mail with sample data in every language into .mail-preview/ (HTML and plain-text part of each,
 * and an index.html to open them), so a template can be looked at without sending anything. Run: npm run mail:preview
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { DEFAULT_SETTINGS } from '../src/domain/settings/settings';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { loadMessages } from '../src/i18n/messages';
import { renderContactMessageMail } from '../src/server/mail/templates/contact-message';
import { renderEmailChangeConfirmMail } from '../src/server/mail/templates/email-change-confirm';
import { renderEmailChangeNoticeMail } from '../src/server/mail/templates/email-change-notice';
import { mailShop, type MailParts, type Translate } from '../src/server/mail/templates/mail-layout';
import { renderOrderConfirmationMail } from '../src/server/mail/templates/order-confirmation';
import { renderPasswordResetMail } from '../src/server/mail/templates/password-reset';
import { renderLowStockSummaryMail } from '../src/server/mail/templates/low-stock-summary';
import { renderOrderShipmentMail } from '../src/server/mail/templates/order-shipment';
import { renderMeasureRequestMail } from '../src/server/mail/templates/measure-request';
import { renderOrderReadyForPickupMail } from '../src/server/mail/templates/order-ready-for-pickup';
import { renderAccountClaimMail } from '../src/server/mail/templates/account-claim';
import {
  SAMPLE_CONTACT,
  SAMPLE_LOW_STOCK,
  SAMPLE_MEASURE_REQUEST,
  SAMPLE_ORDER,
  SAMPLE_SHIPMENT,
} from '../src/server/mail/templates/sample-data';

const OUT = path.join(process.cwd(), '.mail-preview');
const ORIGIN = 'http://localhost:3000';

// the app formats precompiled messages (src/i18n/messages.ts); outside Next.js use-intl parses the texts as written
async function translator(locale: Locale, namespace: string): Promise<Translate> {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages: messages as never, namespace: namespace as never }) as unknown as Translate;
}

async function main() {
  const shop = mailShop(DEFAULT_SETTINGS, ORIGIN);
  const mails: [string, MailParts][] = [
    ['contact-message.en', await renderContactMessageMail({ shop, message: SAMPLE_CONTACT })],
    [
      'low-stock-summary.en',
      await renderLowStockSummaryMail({ shop, day: '2026-11-26', items: SAMPLE_LOW_STOCK, total: 7, link: `${ORIGIN}/dashboard` }),
    ],
  ];
  for (const { id: locale } of LOCALES) {
    const [checkout, shipment, pickup, reset, change, claim, measure] = await Promise.all([
      translator(locale, 'checkout.email'),
      translator(locale, 'checkout.shipmentEmail'),
      translator(locale, 'checkout.pickupEmail'),
      translator(locale, 'account.resetMail'),
      translator(locale, 'account.emailChangeMail'),
      translator(locale, 'account.claimMail'),
      translator(locale, 'content.measureEmail'),
    ]);
    mails.push(
      [
        `order-confirmation.${locale}`,
        await renderOrderConfirmationMail({ locale, shop, t: checkout, order: SAMPLE_ORDER, lookupUrl: `${ORIGIN}/order/lookup` }),
      ],
      ...(await Promise.all(
        [false, true].map(
          async (updated) =>
            [
              `order-shipment${updated ? '-updated' : ''}.${locale}`,
              await renderOrderShipmentMail({
                locale,
                shop,
                t: shipment,
                order: SAMPLE_ORDER,
                shipment: SAMPLE_SHIPMENT,
                rest: false,
                updated,
                lookupUrl: `${ORIGIN}/order/lookup`,
              }),
            ] as [string, MailParts],
        ),
      )),
      [
        `order-ready-for-pickup.${locale}`,
        await renderOrderReadyForPickupMail({
          locale,
          shop,
          t: pickup,
          order: SAMPLE_ORDER,
          showroom: { address: DEFAULT_SETTINGS.address, hours: DEFAULT_SETTINGS.openingHours },
          lookupUrl: `${ORIGIN}/order/lookup`,
        }),
      ],
      [
        `password-reset.${locale}`,
        await renderPasswordResetMail({ locale, shop, t: reset, link: `${ORIGIN}/reset-password?token=sample-token` }),
      ],
      [
        `account-claim.${locale}`,
        await renderAccountClaimMail({ locale, shop, t: claim, link: `${ORIGIN}/reset-password?token=sample-token` }),
      ],
      [
        `email-change-confirm.${locale}`,
        await renderEmailChangeConfirmMail({ locale, shop, t: change, link: `${ORIGIN}/confirm-email?token=sample-token` }),
      ],
      [
        `email-change-notice.${locale}`,
        await renderEmailChangeNoticeMail({ locale, shop, t: change, newEmail: 'new.address@example.com' }),
      ],
      ...(await Promise.all(
        (['received', 'scheduled', 'done'] as const).map(
          async (kind) =>
            [
              `measure-${kind}.${locale}`,
              await renderMeasureRequestMail({ locale, shop, t: measure, kind, request: SAMPLE_MEASURE_REQUEST }),
            ] as [string, MailParts],
        ),
      )),
    );
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  for (const [name, mail] of mails) {
    writeFileSync(path.join(OUT, `${name}.html`), mail.html);
    writeFileSync(path.join(OUT, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  }
  const list = mails.map(
    ([name, mail]) => `<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">text</a>): ${escape(mail.subject)}</li>`,
  );
  writeFileSync(
    path.join(OUT, 'index.html'),
    `<!DOCTYPE html><meta charset="utf-8"><title>Mail preview</title><ul>\n${list.join('\n')}\n</ul>\n`,
  );
  console.log(`${mails.length} mails in ${path.relative(process.cwd(), OUT)}/ (open index.html)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
