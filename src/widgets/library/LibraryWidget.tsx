/** The library widget (issue 13 item 4; docs/widgets/library.md): the shared list widget of src/ui/library as 'library'. */
import type { WidgetProps } from '../../contract/widget';
import { ListWidget } from '../shared/library/ListWidget';
import type { LibrarySettings } from './settings';

export function LibraryWidget({ settings, context }: WidgetProps<LibrarySettings>) {
  return <ListWidget kind="library" settings={settings} context={context} />;
}
