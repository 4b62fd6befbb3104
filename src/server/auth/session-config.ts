import 'server-only';

/** Sessions last 30 days. */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
