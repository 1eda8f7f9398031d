export * from './url-pattern';
export * from './webcast-link';
export * from './paths';
