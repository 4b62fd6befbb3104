/** The Content-Security-Policy rules (plain JavaScript, shared with server.mjs): see csp-policy.mjs. */
export * from './csp-policy.mjs';
