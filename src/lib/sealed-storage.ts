/**
 * Browser-storage values sealed with AES-GCM (WebCrypto). The key ships with the page, so this
 * keeps casual readers and other scripts' naive scraping out, not a determined user: nothing
 * secret or trusted is ever stored this way (the server recomputes every price).
 */
const KEY_MATERIAL = 'floorshop.cart.v1';
let keyPromise: Promise<CryptoKey> | null = null;

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(KEY_MATERIAL))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
  return keyPromise;
}

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function seal(value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), data));
  return `${toB64(iv)}.${toB64(cipher)}`;
}

/** The stored value, or null when it is missing, tampered with or unreadable. */
export async function unseal<T>(sealed: string | null | undefined): Promise<T | null> {
  if (!sealed) return null;
  try {
    const [iv, cipher] = sealed.split('.');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromB64(iv) }, await key(), fromB64(cipher));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}
