import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from './test';

/** The newest message in the e2e server's outbox (data/e2e/outbox, no SMTP_URL) to `to` that contains `containing`, decoded. */
function newestMail(to: string, containing: string): string | null {
  const dir = path.join(process.cwd(), 'data/e2e/outbox');
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir)
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const f of files) {
    const raw = readFileSync(f, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (raw.includes(`To: ${to}`) && raw.includes(containing)) return raw;
  }
  return null;
}

/**
 * The newest mail to `to` containing `containing` (e.g. its subject line), waiting for it to be written: some mails
 * go out after the answer (password reset, the link that completes a guest's account), so a test that has its answer
 * may look before the mail is there.
 */
export async function mailTo(to: string, containing = ''): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(() => (found = newestMail(to, containing)) !== null, { message: `a mail to ${to} containing "${containing}"` })
    .toBe(true);
  return found!;
}
