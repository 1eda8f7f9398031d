/** The smart-video-library widget (issue 13 item 4; docs/widgets/smart-video-library.md): the shared list widget of src/ui/library as 'smart-video-library'. */
import type { WidgetProps } from '../../contract/widget';
import { ListWidget } from '../shared/library/ListWidget';
import type { SmartVideoLibrarySettings } from './settings';

export function SmartVideoLibrary({ settings, context }: WidgetProps<SmartVideoLibrarySettings>) {
  return <ListWidget kind="smart-video-library" settings={settings} context={context} />;
}
