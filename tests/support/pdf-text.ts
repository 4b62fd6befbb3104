import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PDF's text as poppler's `pdftotext -layout` reads it back (the words of a row on one line), or null where poppler
 * is not installed (a laptop); CI, which installs it, fails instead.
 */
export function pdfText(buf: Uint8Array): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, buf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch {
    if (process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
