/**
 * Size probe (docs/architecture.md "Size budgets"): imports one rule from the core barrel. If src/core is
 * side-effect free, the bundle holds `truncate` and its constant only (budget ≤ 1 kB gzip, .size-limit.cjs).
 */
import { truncate } from '../../src/core/index';

export const probe = truncate;
