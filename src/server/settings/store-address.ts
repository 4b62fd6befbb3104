import 'server-only';
import { env } from '@/lib/env';
import type { Settings } from '@/domain/settings/settings';

/** (docs/requirements.md, "Store address"): one of two addresses is shown, chosen by a deployment flag (STORE_ADDRESS=1|2). */
export function storeAddress(s: Pick<Settings, 'address' | 'shortAddress' | 'address2' | 'shortAddress2'>) {
  const second = env.STORE_ADDRESS === '2' && s.address2;
  return second ? { full: s.address2, short: s.shortAddress2 || s.address2 } : { full: s.address, short: s.shortAddress || s.address };
}
