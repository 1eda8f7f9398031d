/** The card widget: one content card (ARCHITECTURE.md src/ui Card) filling its fixed box (issue 9). */
import { useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { toCard } from '../../core/content/card';
import { Card } from '../../ui/media/Card';
import { useWidth } from '../../ui/use-width';
import { warnProblems } from '../../ui/warn';
import type { CardSettings } from './settings';

export function CardWidget({ settings, context: { t } }: WidgetProps<CardSettings>) {
  const { card, problems } = useMemo(() => toCard(settings), [settings]);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  useEffect(
    () =>
      warnProblems(
        'card',
        problems,
        'text, an image { default, md, sm, xs } and an http(s), mailto, tel or relative link',
      ),
    [problems],
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
