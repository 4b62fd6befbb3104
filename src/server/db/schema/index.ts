export * from './users';
export * from './catalog';
export * from './commerce';
export * from './content';
export * from './settings';
