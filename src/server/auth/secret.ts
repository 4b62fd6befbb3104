import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { NO_SECRET_MESSAGE } from '@/lib/start-config.mjs';

/** next-auth's MissingSecretError (log code NO_SECRET): production on a real database without NEXTAUTH_SECRET. */
export class MissingSecretError extends Error {
  readonly code = 'NO_SECRET';
  constructor() {
    super(NO_SECRET_MESSAGE);
    this.name = 'MissingSecretError';
  }
}

let cached: string | undefined;

/**
 * The secret that signs session tokens. Production with DATABASE_URL requires NEXTAUTH_SECRET; the embedded
 * default (PGlite, no DATABASE_URL) generates one on first use and keeps it in DATA_DIR/auth-secret so sessions
 * survive restarts.
 */
export function getAuthSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (cached) return cached;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) throw new MissingSecretError();
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
    if (cached.length >= 32) return cached;
  } catch {
    // first start: generate below
  }
  mkdirSync(path.dirname(file), { recursive: true });
  cached = randomBytes(32).toString('base64url');
  writeFileSync(file, cached, { mode: 0o600 });
  return cached;
}
