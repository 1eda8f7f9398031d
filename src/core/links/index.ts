export * from './link-hook';
