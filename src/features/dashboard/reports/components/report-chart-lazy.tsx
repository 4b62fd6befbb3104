'use client';

import dynamic from 'next/dynamic';

/**
 * The reports' charts, fetched when the reports page draws them: recharts stays out of every other page's
 * JavaScript (and is not rendered on the server, where it has no width to draw in).
 */
export const LazyReportChart = dynamic(() => import('./report-chart').then((m) => m.ReportChart), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-md bg-surface-muted" />,
});
