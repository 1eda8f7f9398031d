import { byIdsDefaults, type ByIdsSettings } from '../shared/library/settings';

/** Settings of the resources list (spec 3 §3 "Resources list widget"; docs/widgets/resources-list.md): layout tiles by default. */
export type ResourcesListSettings = ByIdsSettings;
export const resourcesListDefaults: ResourcesListSettings = byIdsDefaults;
