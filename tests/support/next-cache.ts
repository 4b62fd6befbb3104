/**
 * Stand-in for next/cache in integration tests, outside a Next.js server: nothing is cached and nothing to revalidate.
 * `vi.mock('next/cache', () => import('../support/next-cache'))`; a test that checks which tags a change revalidates
 * keeps its own mock that records them.
 */
export const revalidateTag = (): void => {};
export const revalidatePath = (): void => {};
export const unstable_cache = <T>(fn: T): T => fn;
