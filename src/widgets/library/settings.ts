import { resourceQueryDefaults, type ResourceQuerySettings } from '../shared/library/settings';

/**
 * Settings of the library widget (docs/widgets/library.md; spec 3 §5, §9 widget defaults). `contenttype`: events,
 * slides, speakers; anything else congress resources (`type` is read too).
 */
export interface LibrarySettings extends ResourceQuerySettings {
  /** Events of these channels (slugs, a comma list); none: all. */
  channel: string;
}

export const libraryDefaults: LibrarySettings = { ...resourceQueryDefaults, channel: '' };
