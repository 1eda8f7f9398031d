/** The player's rules (issue 11 item 4): framework-free, shared by the on-demand and the live players. */
export * from './media-source';
export * from './slides';
export * from './vtt';
export * from './transcript-search';
export * from './media-time';
export * from './keys';
export * from './player-error';
export * from './tracks';
