/**
 * loader.js — the only file a webmaster references (docs/embedding.md). No framework: it reads its script
 * tag, installs `window.CongressPortal`, and lazily mounts widgets through the runtime chunk.
 */
import { MARK_LOADER_START } from '../src/embed/runtime-api';
import { boot } from './boot';
import { warn } from './warn';

try {
  performance.mark(MARK_LOADER_START);
  boot(window);
} catch (error) {
  // Nothing is ever thrown into the host page.
  warn(`could not start: ${String(error)}`);
}
