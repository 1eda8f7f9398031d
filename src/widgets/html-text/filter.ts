/**
 * The shared-filter part of an HTML text (settings.filterSourceId), a lazy chunk: most texts take no part in a shared
 * filter, so their page does not download the store and the selection's DOM rule.
 */
export { createSharedFilterStore } from '../../state/shared-filter';
export { applySelection } from './shared-filter';
