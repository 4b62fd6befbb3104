import { randomUUID } from 'node:crypto';

/** A short random tag that keeps slugs, e-mails and order numbers unique across calls and test files. */
export const uniqueTag = () => randomUUID().slice(0, 8);
