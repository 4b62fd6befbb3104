// Made by `npm run icons` (scripts/icon-sprite.ts): the icon sprite's address, versioned by its content.
export const ICON_SPRITE = '/icons.svg?v=f1dbc7f089';
