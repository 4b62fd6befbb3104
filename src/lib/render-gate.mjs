// @ts-check
/**
 * How many renders the server runs at once (docs/operations.md, "Renders at once"). A render holds tens of MB while
 * it runs; on two cores more than a few at a time add no throughput, only memory and garbage collection, and under a
 * burst of first visits the heap could reach its bound. Requests over the limit wait their turn in order; when the
 * queue is full they are answered 503 with Retry-After. Answers from the cache never wait.
 *
 * A visitor who left keeps no place: a waiter whose `gone()` says so is passed over when its turn comes, and taken out
 * of a full queue before a newcomer is refused (the socket's end is read before its 'close' event is emitted, so the
 * queue is right even while that event is still to come).
 */

/** @typedef {{ go: (turn: boolean) => void; gone: () => boolean }} Waiter */

/**
 * @param {{ concurrency: number; queue: number }} options
 * @returns {{ enter(gone?: () => boolean): Promise<(() => void) | 'busy' | 'gone'>; stats(): { running: number; waiting: number } }}
 *   enter() answers the function that frees the slot; 'busy' when the queue is full; 'gone' when the visitor left
 *   while waiting (no slot is held then)
 */
export function createRenderGate({ concurrency, queue }) {
  let running = 0;
  /** @type {Waiter[]} */
  let waiting = [];
  const leave = () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (!next.gone()) return next.go(true);
      next.go(false);
    }
    running--;
  };
  const dropGone = () => {
    waiting = waiting.filter((w) => (w.gone() ? (w.go(false), false) : true));
  };
  return {
    async enter(gone = () => false) {
      if (running < concurrency) running++;
      else {
        if (waiting.length >= queue) dropGone();
        if (waiting.length >= queue) return 'busy';
        /** @type {boolean} */
        const turn = await new Promise((go) => waiting.push({ go, gone }));
        if (!turn) return 'gone';
      }
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
