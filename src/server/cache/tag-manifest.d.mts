/** Types of tag-manifest.mjs. */
export interface TagTimes {
  stale?: number;
  expired?: number;
}
export type EntryState = 'fresh' | 'stale' | 'expired';
export declare function entryState(tags: string[], since: number, times: (tag: string) => TagTimes | undefined, now: number): EntryState;
export interface TagManifest {
  times(tag: string): TagTimes | undefined;
  revalidate(tags: string[], durations?: { expire?: number }): void;
  state(tags: string[], since: number): EntryState;
  lastExpired(tags: string[]): number;
  clear(): void;
  size(): number;
}
export declare function createTagManifest(options: { dir: string | null; now?: () => number }): TagManifest;
