export * from './link-hook';
export * from './route-link';
