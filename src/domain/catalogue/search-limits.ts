/** longest search text we look at (spec §5: fuzzy search on every keystroke); its own module so the header search's client bundle does not pull in zod */
export const MAX_QUERY_LENGTH = 100;
