/** What GET /api/notification answers (docs/requirements.md, "Store API"). */
export interface NotificationItem {
  _id: string;
  createdAt: string;
  /** HTML, sanitised by the server */
  message: string;
  link?: string | null;
}

type Entry = { at: number; items: NotificationItem[] };

/**
 * A small client cache for the bell: the last answer and when it came, shared by every bell on the page and
 * kept across client navigations, plus the request in flight so two callers never fetch twice.
 */
export class NotificationCache {
  private entry: Entry | null = null;
  private inflight: Promise<NotificationItem[]> | null = null;
  constructor(
    private readonly fetcher: () => Promise<NotificationItem[]>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached list if fresh; else one fetch (shared). Rejects when the fetch fails, keeping the old entry. */
  get(force = false): Promise<NotificationItem[]> {
    if (!force && this.entry && this.now() - this.entry.at < this.ttlMs) return Promise.resolve(this.entry.items);
    if (this.inflight) return this.inflight;
    this.inflight = this.fetcher()
      .then((items) => {
        this.entry = { at: this.now(), items };
        return items;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  peek(): NotificationItem[] | null {
    return this.entry?.items ?? null;
  }

  set(items: NotificationItem[]): void {
    this.entry = { at: this.now(), items };
  }
}

export async function fetchNotifications(): Promise<NotificationItem[]> {
  const res = await fetch('/api/notification', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`notifications: ${res.status}`);
  const body = (await res.json()) as { success?: boolean; notifications?: NotificationItem[] };
  if (!body.success || !Array.isArray(body.notifications)) throw new Error('notifications: bad answer');
  return body.notifications;
}

export const POLL_MS = 30_000;
