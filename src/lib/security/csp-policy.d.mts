export type Tracker = 'googleAnalytics' | 'facebookPixel' | 'messenger';
export interface CspOptions {
  /** pages rendered per request: a fresh nonce */
  nonce?: string;
  /** pages served from cache: the hashes ('sha256-…') of their inline scripts */
  hashes?: readonly string[];
  /** trackers configured in settings (their hosts are allowed) */
  trackers?: readonly Tracker[];
  /** `next dev` needs eval (React's call stacks) and a websocket for hot reload */
  dev?: boolean;
  /** https sites upgrade stray http sub-resources */
  https?: boolean;
}
export declare const NONCE_HEADER: string;
export declare const TRACKERS_META: string;
export declare const TRACKERS: readonly Tracker[];
export declare const PAYMENT_PAGE_HOSTS: readonly string[];
export declare const TRACKER_HOSTS: Record<
  Tracker,
  Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', readonly string[]>>
>;
export declare function createNonce(): string;
export declare function scriptHash(text: string): string;
export declare function buildCsp(options: CspOptions): string;
export declare function nonceOf(csp: string | null | undefined): string | null;
export declare function cachedPageCsp(html: string, options?: { dev?: boolean; https?: boolean }): string;
