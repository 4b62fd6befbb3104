/** The message runtime of src/i18n/format-message.mjs (aliased as use-intl/format-message). */
export function numbersInLanguage(parts: unknown[], numeric: Set<string>): unknown[];
declare function formatMessage(...args: unknown[]): unknown;
export default formatMessage;
