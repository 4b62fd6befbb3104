import { describe, expect, it } from 'vitest';
import { bodyTooDeep, MAX_BODY_NESTING, nestingDepth } from './body-nesting.mjs';

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const post = (body: BodyInit, contentType?: string) =>
  new Request('http://shop.test/checkout', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} });

describe('nestingDepth', () => {
  it('counts arrays and objects, nested in each other', () => {
    expect(nestingDepth('1')).toBe(0);
    expect(nestingDepth('[]')).toBe(1);
    expect(nestingDepth('[{"a":[1,{"b":2}]},[3]]')).toBe(4);
    expect(nestingDepth(JSON.stringify([{ items: [{ productId: 'x', qty: 1 }], billing: { email: 'a@b.c' } }]))).toBe(4);
  });

  it('leaves brackets inside strings, escaped quotes included, out', () => {
    expect(nestingDepth(JSON.stringify(['[[[[{{{{', 'say \\"[[[" and [[[']))).toBe(1);
    expect(nestingDepth('["a\\\\", [[1]]]')).toBe(3);
  });

  it('stops reading once above the limit', () => {
    expect(nestingDepth(nested(100_000), 64)).toBe(65);
    expect(nestingDepth(nested(64), 64)).toBe(64);
  });
});

describe('bodyTooDeep', () => {
  it('refuses a server action body nested deeper than the limit, text or multipart', async () => {
    expect(await bodyTooDeep(post(`[${nested(10_000)}]`, 'text/plain;charset=UTF-8'))).toBe(true);
    const form = new FormData();
    form.set('1_$ACTION_ID_abc', '');
    form.set('1_0', `[${nested(MAX_BODY_NESTING)}]`);
    expect(await bodyTooDeep(post(form))).toBe(true);
  });

  it('lets through what the shop sends: JSON of a few levels, form fields, files whatever their bytes', async () => {
    expect(await bodyTooDeep(post(JSON.stringify([{ items: [{ qty: 1 }] }]), 'text/plain;charset=UTF-8'))).toBe(false);
    expect(await bodyTooDeep(post(`[${nested(MAX_BODY_NESTING - 1)}]`, 'text/plain'))).toBe(false);
    const form = new FormData();
    form.set('name', 'Harjit [[[ Gill');
    form.set('photo', new Blob(['['.repeat(100_000)], { type: 'image/png' }), 'floor.png');
    expect(await bodyTooDeep(post(form))).toBe(false);
    expect(await bodyTooDeep(post('', 'text/plain'))).toBe(false);
  });
});
