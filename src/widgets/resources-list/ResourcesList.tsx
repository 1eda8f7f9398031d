/** The resources-list widget (issue 13 item 4; docs/widgets/resources-list.md): the shared list widget of src/ui/library as 'resources-list'. */
import type { WidgetProps } from '../../contract/widget';
import { ListWidget } from '../shared/library/ListWidget';
import type { ResourcesListSettings } from './settings';

export function ResourcesList({ settings, context }: WidgetProps<ResourcesListSettings>) {
  return <ListWidget kind="resources-list" settings={settings} context={context} />;
}
