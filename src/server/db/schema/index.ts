export * from './users';
export * from './catalogue';
export * from './commerce';
export * from './content';
export * from './settings';
export * from './reviews';
export * from './measure';
export * from './stock';
