import { describe, expect, it } from 'vitest';
import { idListSchema, idSchema, idsSchema } from './ids';
import { isUuid } from './uuid';

const UUID = '0b6c3f0e-8a4b-4c1e-9f3a-2d5e7c9b1a00';
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('id schemas', () => {
  it('take one uuid', () => {
    expect(idSchema.safeParse({ id: UUID }).success).toBe(true);
    expect(issues(idSchema.safeParse({ id: 'nope' }))).toEqual({ id: 'invalid' });
  });
  it('take one to max uuids with message keys', () => {
    expect(idsSchema.safeParse({ ids: [UUID] }).success).toBe(true);
    expect(issues(idsSchema.safeParse({ ids: [] }))).toEqual({ ids: 'required' });
    expect(issues(idsSchema.safeParse({ ids: ['x'] }))).toEqual({ 'ids.0': 'invalid' });
    expect(issues(idsSchema.safeParse({ ids: Array(201).fill(UUID) }))).toEqual({ ids: 'tooLong' });
    expect(idListSchema(2).safeParse({ ids: [UUID, UUID, UUID] }).success).toBe(false);
  });
  it('isUuid checks the shape without zod', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toUpperCase())).toBe(true);
    expect(isUuid('nope')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
