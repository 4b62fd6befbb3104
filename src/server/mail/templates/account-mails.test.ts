import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import type { Locale } from '@/i18n/locales';
import { mailTranslator } from '../mail-context';
import { renderEmailChangeConfirmMail } from './email-change-confirm';
import { renderEmailChangeNoticeMail } from './email-change-notice';
import { mailShop } from './mail-layout';
import { renderPasswordResetMail } from './password-reset';
import { renderAccountClaimMail } from './account-claim';

const shop = mailShop(DEFAULT_SETTINGS, 'http://shop.test');
const resetLink = 'http://shop.test/reset-password?token=abc_DEF-123';
const confirmLink = 'http://shop.test/confirm-email?token=a.b%2Bc';

const reset = async (locale: Locale) =>
  renderPasswordResetMail({ locale, shop, t: await mailTranslator(locale, 'account.resetMail'), link: resetLink });

describe('password reset mail', () => {
  it('keeps the translated text as the plain part and links the reset address in the HTML', async () => {
    const t = await mailTranslator('en', 'account.resetMail');
    const { subject, text, html } = await reset('en');
    expect(subject).toBe(t('subject'));
    expect(text).toBe(t('text', { link: resetLink }));
    expect(html).toContain(`<a href="${resetLink}"`);
    expect(html).toContain('If this was not you, ignore this message: your password stays the same.');
  });

  it('is right to left in Arabic', async () => {
    const { html } = await reset('ar');
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    expect(html).toContain(`<a href="${resetLink}"`);
  });
});

describe('account claim mail', () => {
  it('links the password page and says nothing changes without it, in each language', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const t = await mailTranslator(locale, 'account.claimMail');
      const { subject, text, html } = await renderAccountClaimMail({ locale, shop, t, link: resetLink });
      expect(subject).toBe(t('subject'));
      expect(text).toBe(t('text', { link: resetLink }));
      expect(html).toContain(`<a href="${resetLink}"`);
    }
    const en = await renderAccountClaimMail({ locale: 'en', shop, t: await mailTranslator('en', 'account.claimMail'), link: resetLink });
    expect(en.text).toContain('If this was not you, ignore this message: nothing changes.');
  });
});

describe('e-mail change mails', () => {
  it('links the confirmation address and escapes the new address in the notice', async () => {
    const t = await mailTranslator('fr', 'account.emailChangeMail');
    const confirm = await renderEmailChangeConfirmMail({ locale: 'fr', shop, t, link: confirmLink });
    expect(confirm.subject).toBe(t('confirmSubject'));
    expect(confirm.text).toBe(t('confirmText', { link: confirmLink }));
    expect(confirm.html).toContain(`<a href="${confirmLink}"`);
    expect(confirm.html).toMatch(/<html[^>]* lang="fr"/);

    const hostile = '"><img src=x onerror=alert(1)>@example.com';
    const notice = await renderEmailChangeNoticeMail({ locale: 'fr', shop, t, newEmail: hostile });
    expect(notice.text).toBe(t('noticeText', { email: hostile }));
    expect(notice.html).not.toContain('<img');
    expect(notice.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
  });

  it('is right to left in Arabic', async () => {
    const notice = await renderEmailChangeNoticeMail({
      locale: 'ar',
      shop,
      t: await mailTranslator('ar', 'account.emailChangeMail'),
      newEmail: 'new@example.com',
    });
    expect(notice.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(notice.html).toContain('new@example.com');
  });
});
