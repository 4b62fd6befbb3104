import { z } from 'zod';

/*
 * Zod 4 compiles object parsers with `new Function` when it may; its probe for that is itself an eval, which
 * the Content-Security-Policy (no 'unsafe-eval', src/lib/security/csp.ts) refuses and reports as a violation.
 * In the browser zod is told up front not to try: imported by the client parts that parse with zod (dashboard
 * shell, checkout form, listing filters) rather than the shared layout, which would put zod on every page.
 */
z.config({ jitless: true });
