// @ts-check
/**
 * How many renders the server runs at once (docs/operations.md, "Renders at once"). A render holds tens of MB while
 * it runs; on two cores more than a few at a time add no throughput, only memory and garbage collection, and under a
 * burst of first visits the heap could reach its bound. Requests over the limit wait their turn in order; when the
 * queue is full they are answered 503 with Retry-After. Answers from the cache never wait.
 */

/**
 * @param {{ concurrency: number; queue: number }} options
 * @returns {{ enter(): Promise<(() => void) | null>; stats(): { running: number; waiting: number } }}
 *   enter() answers the function that frees the slot, or null when the queue is full
 */
export function createRenderGate({ concurrency, queue }) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async enter() {
      if (running < concurrency) running++;
      else if (waiting.length >= queue) return null;
      else await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      let left = false;
      return () => {
        if (left) return;
        left = true;
        leave();
      };
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * RENDER_CONCURRENCY (default twice the cores, at least 2) and RENDER_QUEUE (default 500) from the environment.
 * @param {Record<string, string | undefined>} env @param {number} cores
 */
export function renderGateOptions(env, cores) {
  const whole = (/** @type {string | undefined} */ v, /** @type {number} */ fallback) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return { concurrency: whole(env.RENDER_CONCURRENCY, Math.max(2, 2 * cores)), queue: whole(env.RENDER_QUEUE, 500) };
}
