/** Types of disk-store.mjs. */
export interface DiskStore {
  get(key: string): Promise<Buffer | null>;
  set(key: string, buf: Buffer): void;
  delete(key: string): void;
  clear(): void;
  stats(): { entries: number; bytes: number; maxBytes: number };
}
export declare function createDiskStore(options: {
  dir: string;
  buildId: string;
  maxBytes: number;
  log?: Pick<Console, 'error'>;
}): DiskStore;
