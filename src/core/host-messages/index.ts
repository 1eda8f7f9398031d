export * from './envelope';
export * from './parse';
export * from './origin';
export * from './widget-event';
export * from './channel';
export * from './selection';
export * from './wildcards';
