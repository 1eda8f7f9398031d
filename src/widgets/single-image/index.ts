/** The single-image widget chunk (dist/cdn/widgets/single-image.js). */
import type { WidgetDefinition, WidgetName } from '../../contract/widget';
import { sizeRuleOf } from '../../core/layout/reserved-box';
import { SETTINGS_RULES } from '../../core/widget-settings/settings-rule';
import { SingleImage } from './SingleImage';
import { singleImageMessages } from './messages';
import { singleImageDefaults, type SingleImageSettings } from './settings';
import { preloadPicture } from './preload';
import { skeletonStyles } from '../../ui/part-styles';
import { singleImageStyles } from './styles';

const name: WidgetName = 'single-image';

const definition: WidgetDefinition<SingleImageSettings> = {
  name,
  styles: skeletonStyles + singleImageStyles,
  defaults: singleImageDefaults,
  messages: singleImageMessages,
  settingsRule: SETTINGS_RULES['single-image'],
  size: sizeRuleOf(name),
  prefetch: preloadPicture,
  Component: SingleImage,
};

export default definition;
