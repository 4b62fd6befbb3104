import { describe, expect, it } from 'vitest';
import { createRenderGate, renderGateOptions } from './render-gate.mjs';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the render gate', () => {
  it('lets `concurrency` renders run, queues the next in order, refuses beyond the queue', async () => {
    const gate = createRenderGate({ concurrency: 2, queue: 2 });
    const a = await gate.enter();
    const b = await gate.enter();
    expect(gate.stats()).toEqual({ running: 2, waiting: 0 });
    const order: string[] = [];
    const c = gate.enter().then((leave) => (order.push('c'), leave));
    const d = gate.enter().then((leave) => (order.push('d'), leave));
    await tick();
    expect(gate.stats()).toEqual({ running: 2, waiting: 2 });
    expect(await gate.enter()).toBeNull();
    expect(order).toEqual([]);
    a!();
    a!(); // leaving twice frees one slot only
    await tick();
    expect(order).toEqual(['c']);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1 });
    b!();
    const leaveD = await d;
    expect(order).toEqual(['c', 'd']);
    (await c)!();
    leaveD!();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('reads its limits from the environment, twice the cores by default', () => {
    expect(renderGateOptions({}, 2)).toEqual({ concurrency: 4, queue: 500 });
    expect(renderGateOptions({}, 1)).toEqual({ concurrency: 2, queue: 500 });
    expect(renderGateOptions({ RENDER_CONCURRENCY: '3', RENDER_QUEUE: '10' }, 8)).toEqual({ concurrency: 3, queue: 10 });
    expect(renderGateOptions({ RENDER_CONCURRENCY: '0', RENDER_QUEUE: 'x' }, 2)).toEqual({ concurrency: 4, queue: 500 });
  });
});
