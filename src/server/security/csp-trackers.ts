import type { Tracker } from '@/lib/security/csp';
import { thirdPartyScripts } from '@/domain/settings/consent';
import { getSettings } from '@/server/settings/get-settings';

/** How long the proxy trusts its copy of the tracker ids (another instance's change shows within this). */
const TTL_MS = 30_000;

type Cache = { at: number; trackers: Promise<readonly Tracker[]> };
// on globalThis: the proxy's bundle and the app's bundle are separate module graphs in one process
const g = globalThis as typeof globalThis & { __floorshopCspTrackers?: Cache };

/**
 * The trackers whose id is set in settings (consent aside: the policy allows the hosts, the page decides whether
 * to load them). Read through a 30 s in-process cache so the proxy costs one settings read per half minute, and
 * an unreadable database means "no trackers" (the stricter policy), never a failed page.
 */
export function configuredTrackers(now = Date.now()): Promise<readonly Tracker[]> {
  const hit = g.__floorshopCspTrackers;
  if (hit && now - hit.at < TTL_MS) return hit.trackers;
  const trackers = getSettings()
    .then((s) => thirdPartyScripts(s.script, true))
    .catch((err: unknown) => {
      console.error('[csp] reading the tracker ids failed:', err);
      g.__floorshopCspTrackers = undefined;
      return [] as Tracker[];
    });
  g.__floorshopCspTrackers = { at: now, trackers };
  return trackers;
}

/** Settings were saved in this process: the next page reads the ids again. */
export function forgetConfiguredTrackers(): void {
  g.__floorshopCspTrackers = undefined;
}
