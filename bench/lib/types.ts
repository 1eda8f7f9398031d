import type { Browser } from 'playwright-core';
import type { PageFigures } from './measure-page';

/** One line of the printed table: a label and its figures (numbers are medians over the runs). */
export interface BenchRow {
  label: string;
  figures: Record<string, number | string | null>;
}

/** What every scenario gets: the started reference server, the browser and the measuring helper. */
export interface BenchContext {
  /** e.g. `http://127.0.0.1:41234` */
  baseUrl: string;
  browser: Browser;
  /** Runs per measurement (`--runs`, default 5). */
  runs: number;
  /** Loads `path` in a fresh browser context `runs` times and returns the median of each figure. */
  measurePage(path: string, options?: MeasureOptions): Promise<PageFigures>;
  /** The same, returning every run's figures (for `spreadOf`: min/median/max). */
  measurePageRuns(path: string, options?: MeasureOptions): Promise<PageFigures[]>;
  log(message: string): void;
}

export interface MeasureOptions {
  /** Wait until these widgets have painted (default: the first painted widget). */
  widgets?: string[];
  /** How long to wait for the paint marks before reporting what is there (default 10 s; pages without widgets). */
  paintTimeoutMs?: number;
  /** Extra wait after the paint, for late long tasks and requests (default 500 ms). */
  settleMs?: number;
  viewport?: { width: number; height: number };
}

/** A file in bench/scenarios/ exports `default` (or `scenario`) of this shape and is picked up by bench/run.ts. */
export interface BenchScenario {
  name: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}
