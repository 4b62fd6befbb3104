/** What a build left behind where it must write nothing (build-leftovers.mjs). */
export function buildLeftovers(scratchDataDir: string, fetchCacheDir: string): string[];
