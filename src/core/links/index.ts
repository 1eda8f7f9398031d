export * from './link-hook';
export * from './route-link';
export * from './resolve-link';
