import { describe, expect, it } from 'vitest';
import { createRenderGate, renderGateOptions } from './render-gate.mjs';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the render gate', () => {
  it('lets `concurrency` renders run, queues the next in order, refuses beyond the queue', async () => {
    const gate = createRenderGate({ concurrency: 2, queue: 2 });
    const a = (await gate.enter()) as () => void;
    const b = (await gate.enter()) as () => void;
    expect(gate.stats()).toEqual({ running: 2, waiting: 0 });
    const order: string[] = [];
    const c = gate.enter().then((leave) => (order.push('c'), leave));
    const d = gate.enter().then((leave) => (order.push('d'), leave));
    await tick();
    expect(gate.stats()).toEqual({ running: 2, waiting: 2 });
    expect(await gate.enter()).toBe('busy');
    expect(order).toEqual([]);
    a();
    a(); // leaving twice frees one slot only
    await tick();
    expect(order).toEqual(['c']);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1 });
    b();
    const leaveD = await d;
    expect(order).toEqual(['c', 'd']);
    ((await c) as () => void)();
    (leaveD as () => void)();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps no place for a visitor who left: passed over at its turn, taken out of a full queue for a newcomer', async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 2 });
    const first = (await gate.enter()) as () => void;
    let leftB = false;
    let leftC = false;
    const b = gate.enter(() => leftB);
    const c = gate.enter(() => leftC);
    await tick();
    expect(gate.stats()).toEqual({ running: 1, waiting: 2 });
    // both waiters leave; their sockets' end is read before anything frees a slot
    leftB = true;
    leftC = true;
    const d = gate.enter();
    expect(await b).toBe('gone');
    expect(await c).toBe('gone');
    expect(gate.stats()).toEqual({ running: 1, waiting: 1 });
    first();
    const leaveD = await d;
    expect(typeof leaveD).toBe('function');
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
    // a waiter who left while the queue had room is passed over when its turn comes
    let leftE = false;
    const e = gate.enter(() => leftE);
    const f = gate.enter();
    await tick();
    leftE = true;
    (leaveD as () => void)();
    expect(await e).toBe('gone');
    const leaveF = await f;
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
    (leaveF as () => void)();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('reads its limits from the environment, twice the cores by default', () => {
    expect(renderGateOptions({}, 2)).toEqual({ concurrency: 4, queue: 500 });
    expect(renderGateOptions({}, 1)).toEqual({ concurrency: 2, queue: 500 });
    expect(renderGateOptions({ RENDER_CONCURRENCY: '3', RENDER_QUEUE: '10' }, 8)).toEqual({ concurrency: 3, queue: 10 });
    expect(renderGateOptions({ RENDER_CONCURRENCY: '0', RENDER_QUEUE: 'x' }, 2)).toEqual({ concurrency: 4, queue: 500 });
  });
});
