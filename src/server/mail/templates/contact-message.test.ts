import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { renderContactMessageMail } from './contact-message';
import { mailShop } from './mail-layout';
import { SAMPLE_CONTACT } from './sample-data';

const shop = mailShop(DEFAULT_SETTINGS, 'http://shop.test');

describe('contact form mail', () => {
  it('gives the sender, phone, subject and the message line by line', async () => {
    const { subject, text, html } = await renderContactMessageMail({ shop, message: SAMPLE_CONTACT });
    expect(subject).toBe('Contact form: Estimate for a basement');
    expect(text).toBe(
      'From: Ana Silva <ana@example.com>\nPhone: 604-555-0199\nSubject: Estimate for a basement\n\nHello,\nI need 600 sq ft of vinyl plank.',
    );
    expect(html).toContain('From: Ana Silva &lt;ana@example.com&gt;');
    expect(html).toContain('Hello,<br/>');
    expect(html).toContain('I need 600 sq ft of vinyl plank.');
    expect((await renderContactMessageMail({ shop, message: { ...SAMPLE_CONTACT, phone: '' } })).text).toContain('Phone: -');
  });

  it('escapes everything the visitor typed', async () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { html } = await renderContactMessageMail({
      shop,
      message: { ...SAMPLE_CONTACT, name: hostile, subject: hostile, message: hostile },
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });
});
