/**
 * Runs before every unit and server test file (vitest.config.ts `setupFiles`). Those projects do not isolate files
 * (`isolate: false`): a worker keeps its environment — happy-dom's window is most of a unit file's set-up time — and
 * the packages it loaded from one file to the next. Each file still imports the SDK's and the server's modules
 * afresh, so module-level state (caches, once-per-page flags) never carries over from another file.
 */
import { vi } from 'vitest';

vi.resetModules();
