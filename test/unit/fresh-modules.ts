/**
 * Runs before every unit test file (vitest.config.ts `setupFiles`). The unit projects do not isolate files
 * (`isolate: false`): a worker keeps its environment — happy-dom's window is most of a file's set-up time — from one
 * file to the next. Each file still imports the SDK's modules afresh, so module-level state (caches, once-per-page
 * flags) never carries over from another file.
 */
import { vi } from 'vitest';

vi.resetModules();
