import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A readable random password (for generated admin/demo accounts). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
