import { byIdsDefaults, type ByIdsSettings } from '../shared/library/settings';

/** Settings of the resources table (docs/widgets/resources-table.md): the resources list's, layout 'list' (the table) by default. */
export type ResourcesTableSettings = ByIdsSettings;
export const resourcesTableDefaults: ResourcesTableSettings = byIdsDefaults;
