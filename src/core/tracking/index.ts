export * from './heartbeat';
export * from './video-tracking';
export * from './tracking-test';
export * from './analytics';
export * from './consent';
export * from './chat';
