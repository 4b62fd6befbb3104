/** longest search text we look at (fuzzy search on every keystroke; docs/requirements.md, "Fuzzy matching"); its own module so the header search's client bundle does not pull in zod */
export const MAX_QUERY_LENGTH = 100;
