/** Types of entry-codec.mjs (plain JavaScript: Next.js and server.mjs load it outside the bundle). */
export interface BlobRef {
  name: string;
  offset: number;
  length: number;
  enc: 'br' | 'raw';
  same?: string;
}
export interface EntryHead {
  v: 1;
  kind: string;
  lastModified: number;
  tags: string[];
  cacheControl?: { revalidate: number | false; expire?: number };
  value?: unknown;
  page?: { csp: string; etag: string; hash: string; length: number };
  blobs: BlobRef[];
}
export interface PageArtifacts {
  csp: string;
  etag: string;
  hash: string;
  br: Buffer;
}
export declare function brotli(body: Buffer, quality?: number): Buffer;
export declare function brotliOffThread(body: Buffer, quality?: number): Promise<Buffer>;
export declare function unbrotli(body: Buffer): Buffer;
export declare function pageArtifacts(html: Buffer, options?: { https?: boolean; hash?: string }): PageArtifacts;
export declare function encodeEntry(
  entry: { value: unknown; lastModified: number; tags: string[]; cacheControl?: EntryHead['cacheControl'] },
  options?: { https?: boolean; artifacts?: PageArtifacts },
): Promise<Buffer>;
export declare function readHead(buf: Buffer): { head: EntryHead; start: number } | null;
export declare function storedBlob(
  buf: Buffer,
  parsed: { head: EntryHead; start: number },
  name: string,
): { body: Buffer; enc: 'br' | 'raw' } | undefined;
export declare function plainBlob(buf: Buffer, parsed: { head: EntryHead; start: number }, name: string): Buffer | undefined;
export declare function decodeEntry(buf: Buffer): { head: EntryHead; value: any } | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- what Next.js stored, of any kind
