import { resourceQueryDefaults, type ResourceQuerySettings } from '../shared/library/settings';

/**
 * Settings of the smart video library (docs/widgets/smart-video-library.md; spec 3 §5): `contenttype` 'slides';
 * anything else congress resources.
 */
export type SmartVideoLibrarySettings = ResourceQuerySettings;

export const smartVideoLibraryDefaults: SmartVideoLibrarySettings = resourceQueryDefaults;
