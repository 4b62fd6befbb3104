import 'server-only';
import { CONTACT_ERROR_KEYS, CONTACT_FIELDS, contactSchema, type ContactField } from '@/domain/content/contact';
import { getDb, type DbOrTx } from '@/server/db';
import { contactMessages, notifications } from '@/server/db/schema';
import { sendMail } from '@/server/mail/send-mail';
import { getSettings } from '@/server/settings/get-settings';
import { limits } from '@/server/security/limiter';
import { cleanInput } from '@/lib/clean-input';
import { escapeHtml } from '@/lib/escape-html';
import { mailShop } from '@/server/mail/templates/mail-layout';
import { renderContactMessageMail } from '@/server/mail/templates/contact-message';
import { siteOrigin } from '@/lib/site-origin';

export type ContactResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<ContactField, string>> }
  | { ok: false; reason: 'rateLimited' }
  | { ok: false; reason: 'failed' };

const FALLBACK: Record<ContactField, string> = {
  name: 'nameRequired',
  email: 'emailInvalid',
  phone: 'phoneInvalid',
  subject: 'subjectRequired',
  message: 'messageTooShort',
};

/**
 * The contact form: validates, drops bots that fill the honeypot (they are told it worked), limits each
 * IP address, stores the message, raises a staff notification and e-mails the shop. Field errors are
 * message keys (content.contact.errors.*).
 */
export async function submitContactMessage(
  raw: Record<string, unknown>,
  ctx: { ip: string; honeypot?: string },
  db?: DbOrTx,
): Promise<ContactResult> {
  if (ctx.honeypot && ctx.honeypot.trim() !== '') return { ok: true };
  const parsed = contactSchema.safeParse(cleanInput(raw));
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const f = issue.path[0] as ContactField;
      if (CONTACT_FIELDS.includes(f) && !fieldErrors[f])
        fieldErrors[f] = CONTACT_ERROR_KEYS.has(issue.message) ? issue.message : FALLBACK[f];
    }
    return { ok: false, reason: 'invalid', fieldErrors };
  }
  if (!(await limits.contact.take(ctx.ip || 'unknown')).ok) return { ok: false, reason: 'rateLimited' };
  db ??= await getDb();
  const m = parsed.data;
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contactMessages)
      .values({ name: m.name, email: m.email, phone: m.phone || null, subject: m.subject, message: m.message })
      .returning({ id: contactMessages.id });
    await tx.insert(notifications).values({
      message: `New contact message from <strong>${escapeHtml(m.name)}</strong>: ${escapeHtml(m.subject)}`,
      link: '/dashboard/messages',
      area: 'pageSettings',
    });
    return inserted;
  });
  try {
    const settings = await getSettings(db);
    const mail = await renderContactMessageMail({ shop: mailShop(settings, siteOrigin()), message: m });
    await sendMail({ to: settings.email, replyTo: m.email, ...mail });
  } catch (err) {
    // the message is stored and staff are notified; a mail failure must not lose it or bother the visitor
    console.error(`[contact] e-mail for message ${row.id} failed:`, err);
  }
  return { ok: true };
}
