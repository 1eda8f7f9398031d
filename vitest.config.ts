import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Five projects: `unit-core` (pure rules, node), `unit` (happy-dom, fast, no network), `server` (contract tests against a started
// reference server on SQLite), `server-pg` (the same on PostgreSQL), `e2e` (real Chromium against the demo site). `npm test` runs them in that order.
export default defineConfig({
  test: {
    // One worker per core, at least two: Vitest's default leaves a core free, which is one worker on these 2-core
    // machines. With the unit projects in threads rather than forked processes, a unit run took 60–67 s instead of
    // 103 s here (25 Nov). The browser project runs two files at a time too (see its comment).
    // The unit projects do not isolate files (`isolate: false`): each file built its own happy-dom window, 40 of a run's
    // 62 s. test/fresh-modules.ts gives every file fresh SDK modules instead, so no module state (caches,
    // once-per-page flags) carries over; a run takes 12–14 s, and passes in shuffled orders too (25 Nov). The server
    // project does the same, two files at a time (each starts its own reference server on a free port with its own
    // data folder): 58 s → 20 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // src/core is framework-free: its tests need no DOM, and skipping happy-dom halves their time.
        test: {
          name: 'unit-core',
          environment: 'node',
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/fresh-modules.ts'],
          include: ['test/unit/core/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/fresh-modules.ts'],
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: ['test/unit/core/**'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/fresh-modules.ts'],
          include: ['test/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same contract tests with PostgreSQL behind every server: one throwaway cluster for the run
        // (test/server/pg-global-setup.ts), a database per test server (test/server/database.ts).
        test: {
          name: 'server-pg',
          environment: 'node',
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/fresh-modules.ts'],
          globalSetup: ['test/server/pg-global-setup.ts'],
          include: ['test/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // Like the server project: the worker keeps Playwright and the server's packages loaded from file to file.
          isolate: false,
          setupFiles: ['test/fresh-modules.ts'],
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's own default is 1 s: under load a widget's first answer can take longer (a full run on 24 Nov
          // failed once so: the overflow player still showed its text stage after 1 s). Every poll waits up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          // A failed browser test runs once more before it counts as failed. Two full runs on 28 Nov with both
          // cores busy each failed a different test on a timing race that passed alone (a hash set mid-mount, a poll
          // racing a revocation, a layout read before it settled); the races found were fixed, and a retry keeps the
          // next one from failing a whole run. Vitest marks a test that needed its retry.
          retry: 1,
          // Two files at a time (each has its own server on a free port; a worker keeps one browser for all its files,
          // test/e2e/support/browser.ts launchBrowser). On 24 Nov that gained nothing (1,329 s against 1,374 s):
          // several files kept every tab they opened until their end, polling and animating,
          // and those tabs loaded the machine. Since tabs close with their test (support/browser.ts openPage), the
          // cores have room: 1,144 s one file at a time; 944 s two at a time, with Chromium held to one renderer
          // process (support/browser.ts LAUNCH_ARGS) — 96 % of both cores busy (25 Nov). Without Chromium's omnibox
          // popup page beside every tab (test/support/chromium-flags.ts): 621 s two at a time, 631 s three (29 Nov).
        },
      },
    ],
  },
});
