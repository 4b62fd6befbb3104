export interface MemoEntry {
  generation: string;
  at: number;
  status: number;
  headers: Record<string, string | string[] | number>;
  body: Buffer;
}
export declare const MEMO_TTL_MS: number;
export declare const MEMO_MAX_ENTRIES: number;
export declare const MEMO_MAX_SEARCHES: number;
export declare function pageMemo(): { generation: number; entries: Map<string, MemoEntry>; searches: Map<string, MemoEntry> };
export declare function markPagesChangedLocally(): void;
export declare function generationKey(prefix: string): string;
export declare function currentGeneration(readShared: (() => Promise<string | null>) | null): Promise<string | null>;
export declare function recall(key: string, generation: string, now?: number, store?: 'entries' | 'searches'): MemoEntry | undefined;
export declare function remember(key: string, entry: MemoEntry, store?: 'entries' | 'searches'): void;
