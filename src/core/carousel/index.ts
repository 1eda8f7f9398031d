export * from './slides-per-view';
export * from './autoplay';
