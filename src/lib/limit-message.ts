/**
 * A validation message that names its limit: the key and the number in one string (`maxChars:200`), so that a zod
 * schema shared by the form and the server can say "At most 200 characters" with the real limit. Every reader of a
 * message key (the form's field, the server's fieldErrors, the catalogue import's reasons) splits it again and passes
 * the number to the message as `max` (docs/requirements.md, "Dashboard forms").
 */

/** `key:max`, e.g. limitMessage('maxChars', 200) → 'maxChars:200'. */
export function limitMessage(key: string, max: number): string {
  return `${key}:${max}`;
}

/** A message key, with or without its limit: what a schema message must look like to be passed on as a key. */
export const MESSAGE_KEY = /^[a-zA-Z][\w.]*(:-?\d+(\.\d+)?)?$/;

/** The key and the values of a message (`maxChars:200` → maxChars, {max: 200}; `required` → required, no values). */
export function splitMessage(message: string): { key: string; values?: { max: number } } {
  const at = message.lastIndexOf(':');
  if (at < 0) return { key: message };
  const max = Number(message.slice(at + 1));
  return Number.isFinite(max) ? { key: message.slice(0, at), values: { max } } : { key: message };
}

/**
 * zod issues as `{ 'path.to.field': messageKey }` (the first per field); messages that are not keys become `invalid`
 * (`tooLong` for a length). What the server answers as `fieldErrors`, and what a form shows before it sends anything.
 */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (out[path]) continue;
    out[path] = MESSAGE_KEY.test(issue.message) ? issue.message : issue.code === 'too_big' ? 'tooLong' : 'invalid';
  }
  return out;
}
