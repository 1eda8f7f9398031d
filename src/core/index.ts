/**
 * Public entry of the domain core: re-exports only (no code runs on import), so bundlers drop what a
 * widget does not use. Each rule lives in its own module.
 */
export * from './constants';
export * from './client/client-name';
export * from './client/storage';
export * from './client/design-version';
export * from './client/document-title';
export * from './client/api-environment';
export * from './session/token';
export * from './session/capability-status';
export * from './session/guard-outcome';
export * from './session/access-order';
export * from './session/oauth2-error';
export * from './session/redirects';
export * from './session/sign-in-query';
export * from './content/truncate';
export * from './library/content-type';
export * from './library/sort';
export * from './library/paging';
export * from './library/filter-list';
export * from './library/filter-categories';
export * from './library/pagination-range';
export * from './library/viewport';
export * from './library/search-dialog';
export * from './library/route';
export * from './library/topic-click';
export * from './library/search-submit';
export * from './content/badge';
export * from './content/status';
export * from './content/schedule-status';
export * from './content/localized-title';
export * from './content/slug-class';
export * from './content/text';
export * from './content/links';
export * from './content/visibility';
export * from './content/player-settings';
export * from './content/citation';
export * from './content/image-renditions';
export * from './content/banner';
export * from './history/history';
export * from './i18n-dates/date-language';
