export * from './envelope';
export * from './origin';
export * from './widget-event';
