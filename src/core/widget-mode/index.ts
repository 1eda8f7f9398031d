export * from './url-pattern';
export * from './webcast-link';
export * from './paths';
export * from './portal-widget-mode';
