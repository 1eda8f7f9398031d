/**
 * Public entry of the domain core: re-exports only (no code runs on import), so bundlers drop what a
 * widget does not use. Each rule lives in its own module.
 */
export * from './constants';
export * from './client/client-name';
export * from './content/truncate';
