/** The card widget: one content card (ARCHITECTURE.md src/ui Card) filling its fixed box (issue 9). */
import type { WidgetProps } from '../../contract/widget';
import { useMediaSettings } from '../../ui/media/use-media-settings';
import { toCard } from '../../core/content/card';
import { Card } from '../../ui/media/Card';
import type { CardSettings } from './settings';

export function CardWidget({ settings, context: { t } }: WidgetProps<CardSettings>) {
  const { card, box, width } = useMediaSettings(
    'card',
    settings,
    toCard,
    'text, an image { default, md, sm, xs } and an http(s), mailto, tel or relative link',
  );
  const classes = ['cp-card-widget', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  return (
    <div ref={box} className={classes}>
      <Card
        card={card}
        width={width}
        errorImage={settings.errorImage}
        owner="card"
        headingLevel={2}
        labels={{ unavailable: t('media.unavailable'), opensInNewTab: t('media.opensInNewTab'), more: t('media.more') }}
      />
    </div>
  );
}
