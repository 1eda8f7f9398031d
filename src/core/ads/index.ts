export * from './placement-rules';
export * from './match';
