/** The single-image widget chunk (dist/cdn/widgets/single-image.js). */
import type { WidgetDefinition } from '../../contract/widget';
import { SETTINGS_RULES } from '../../core/widget-settings/settings-rule';
import { SingleImage } from './SingleImage';
import { singleImageMessages } from './messages';
import { singleImageDefaults, type SingleImageSettings } from './settings';
import { preloadPicture } from './preload';
import { skeletonStyles } from '../../ui/part-styles';
import { singleImageStyles } from './styles';

const definition: WidgetDefinition<SingleImageSettings> = {
  name: 'single-image',
  styles: skeletonStyles + singleImageStyles,
  defaults: singleImageDefaults,
  messages: singleImageMessages,
  settingsRule: SETTINGS_RULES['single-image'],
  prefetch: preloadPicture,
  Component: SingleImage,
};

export default definition;
