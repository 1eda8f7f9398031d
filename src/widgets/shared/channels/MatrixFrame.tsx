/** The frame of the channel and filter matrix: heading, optional filter row, the scrolling list, loading and error states. */
import type { ReactNode } from 'react';
import type { ChannelContext as WidgetContext } from './context';
import type { WebcastTile } from '../../../core/live/webcast-tiles';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Spinner';
import { ChannelMatrixView } from './ChannelMatrixView';
import type { MatrixSettings } from './matrix-settings';
import { projectOf, type ChannelTilesState } from './use-channel-tiles';

export interface MatrixFrameProps {
  settings: MatrixSettings;
  context: WidgetContext;
  state: ChannelTilesState;
  /** The tiles to list (the filter matrix passes the filtered ones). */
  tiles: readonly WebcastTile[];
  filters?: ReactNode;
}

export function MatrixFrame({ settings, context, state, tiles, filters }: MatrixFrameProps) {
  const { t, locale } = context;
  if (state.status === 'loading') return <Skeleton height="100%" />;
  if (state.status === 'error') return <ErrorState message={t('error.loadingFailed')} />;
  const project = projectOf(settings.project, context);
  const timeZone = (project && context.clientConfig?.projects?.[project]?.timezone) || undefined;
  const heading = typeof settings.heading === 'string' ? settings.heading.trim() : '';
  const classes = ['cp-chw', typeof settings.customClasses === 'string' ? settings.customClasses : ''].join(' ').trim();
  return (
    <div className={classes}>
      {heading ? <h2 className="cp-chw__heading">{heading}</h2> : null}
      {filters}
      <div className="cp-chw__scroll" tabIndex={0} role="region" aria-label={heading || t('channels.label')}>
        <ChannelMatrixView
          tiles={tiles}
          t={t}
          locale={locale}
          timeZone={timeZone}
          label={t('channels.label')}
          links={context.links}
          emptyText={t('widgets.filtermatrix.noResults')}
        />
      </div>
    </div>
  );
}
