/** The resources-table widget (issue 13 item 4; docs/widgets/resources-table.md): the shared list widget of src/ui/library as 'resources-table'. */
import type { WidgetProps } from '../../contract/widget';
import { ListWidget } from '../shared/library/ListWidget';
import type { ResourcesTableSettings } from './settings';

export function ResourcesTable({ settings, context }: WidgetProps<ResourcesTableSettings>) {
  return <ListWidget kind="resources-table" settings={settings} context={context} />;
}
