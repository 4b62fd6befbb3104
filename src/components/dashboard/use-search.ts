'use client';

import { useEffect, useState } from 'react';

/**
 * The results of a dashboard search for what was typed (at least 2 characters), a moment after typing stops:
 * null while nothing is asked or the answer for the current words is still on its way.
 */
export function useSearch<T>(q: string, run: (q: string) => Promise<T[] | null>): T[] | null {
  const [found, setFound] = useState<{ q: string; rows: T[] | null }>({ q: '', rows: null });
  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) return;
    let live = true;
    const timer = setTimeout(async () => {
      const rows = await run(query);
      if (live) setFound({ q: query, rows });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, run]);
  return q.trim().length < 2 || found.q !== q.trim() ? null : found.rows;
}
