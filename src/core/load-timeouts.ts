/**
 * The two timeouts of the loading path, in a module of their own: `src/core/constants.ts` re-exports them
 * with every other §9 number, while the loader and the runtime import them from here, so a host page with one
 * widget does not carry the other constants (issue 8 item 9).
 */

/** HTTP timeout 10 s (spec 1 §9). */
export const HTTP_TIMEOUT_MS = 10_000;
/** Chunk load timeout 55 s (spec 3 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 55_000;
