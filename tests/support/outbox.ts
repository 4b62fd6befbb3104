import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The mails an integration test's server code wrote. Without SMTP the mail module writes each mail as an .eml file to
 * DATA_DIR/outbox; a test points DATA_DIR at a folder of its own in `vi.hoisted` (before the mail module reads it) and
 * reads that folder here.
 */

/** The .eml files (full paths) in `root`/outbox, oldest name first. */
export function outboxFiles(root: string): string[] {
  const dir = path.join(root, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** The decoded text of one mail file (quoted-printable soft breaks and escapes undone, UTF-8 read back). */
export function readMail(file: string): string {
  const raw = readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  // quoted-printable gives bytes: read them back as UTF-8 (a mail sent 8-bit is text already)
  return /[^\u0000-\u00ff]/.test(raw) ? raw : Buffer.from(raw, 'latin1').toString('utf8');
}

/** The mails written since `before` (a list from outboxFiles), decoded. */
export function mailsSince(root: string, before: readonly string[]): string[] {
  return outboxFiles(root)
    .filter((f) => !before.includes(f))
    .map(readMail);
}
