/**
 * The tree rendered into a mount's shadow root: loading (a spinner in the reserved box, src/embed/reserve.ts), a
 * translated error state (with retry where retrying can help), or the widget inside an error boundary. Sets the
 * `congress-portal:painted:<widget>` performance mark after the widget's first committed render, and calls
 * `onRendered` once the widget's render or an error state is committed (what `mount()` waits for).
 */
import { useEffect, type ReactNode } from 'react';
import { useValue } from '../state/value';
import { MARK_PAINTED } from './runtime-api';
import type { Translate } from '../i18n/types';
import type { MountReady } from './mount-state';
import type { ShellViewProps } from './mount-shell';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';

export interface MountViewProps extends ShellViewProps<MountReady> {
  widget: string;
}

function PaintedMark({ widget }: { widget: string }) {
  useEffect(() => {
    if (typeof performance?.mark === 'function') performance.mark(`${MARK_PAINTED}:${widget}`);
  }, [widget]);
  return null;
}

/** Outside the error boundary, so a widget that throws on its first render still settles `mount()`. */
export function Rendered({ onRendered }: { onRendered?: () => void }) {
  useEffect(() => {
    onRendered?.();
  });
  return null;
}

/**
 * The states every mount shows, widget or portal: a spinner while loading (`minHeight` keeps the reserved box), a
 * translated error with its retry, or the ready content (`children`) inside an error boundary.
 */
export function ShellView<R extends { context: { t: Translate } }>({
  state,
  t: tSignal,
  where,
  onRendered,
  minHeight,
  children,
}: ShellViewProps<R> & { minHeight?: number; children(ready: R): ReactNode }) {
  const current = useValue(state);
  const t = useValue(tSignal);
  if (current.status === 'loading') {
    return (
      <div className="cp-mount" data-state="loading" style={minHeight ? { minHeight: `${minHeight}px` } : undefined}>
        <Spinner label={t('state.loading')} />
      </div>
    );
  }
  if (current.status === 'error') {
    return (
      <div className="cp-mount" data-state="error">
        <ErrorState
          title={t('error.title')}
          message={t(current.key, current.params)}
          onRetry={current.retry}
          retryLabel={t('action.retry')}
        />
        <Rendered onRendered={onRendered} />
      </div>
    );
  }
  return (
    <div className="cp-mount" data-state="ready">
      <ErrorBoundary t={current.context.t} where={where}>
        {children(current)}
      </ErrorBoundary>
      <Rendered onRendered={onRendered} />
    </div>
  );
}

export function MountView({ widget, ...props }: MountViewProps) {
  return (
    <ShellView {...props}>
      {({ definition: { Component: Widget }, settings, context }) => (
        <>
          <Widget settings={settings} context={context} />
          <PaintedMark widget={widget} />
        </>
      )}
    </ShellView>
  );
}
