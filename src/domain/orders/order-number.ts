/** Unambiguous characters (no 0/O, 1/I/L) for order numbers people read over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A human-friendly order number such as FS-261122-7KQ4M: date plus 5 random characters. */
export function makeOrderNumber(now: Date, random: () => number = Math.random): string {
  const yy = String(now.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(now.getUTCDate()).padStart(2, '0');
  let tail = '';
  for (let i = 0; i < 5; i++) tail += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return `FS-${yy}${mm}${dd}-${tail}`;
}

export const ORDER_NUMBER_PATTERN = /^FS-\d{6}-[2-9A-HJKMNP-Z]{5}$/;
