/**
 * The tree rendered into a mount's shadow root: loading (a spinner in the reserved box, src/embed/reserve.ts), a
 * translated error state (with retry where retrying can help), or the widget inside an error boundary. Sets the
 * `congress-portal:painted:<widget>` performance mark after the widget's first committed render, and calls
 * `onRendered` once the widget's render or an error state is committed (what `mount()` waits for).
 */
import { useEffect } from 'react';
import { useValue, type ReadonlyValue } from '../state/value';
import { MARK_PAINTED } from './runtime-api';
import type { Translate } from '../i18n/types';
import type { MountState } from './mount-state';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';

export interface MountViewProps {
  state: ReadonlyValue<MountState>;
  t: ReadonlyValue<Translate>;
  widget: string;
  where: string;
  /** Called after each commit of the widget (or its error boundary's fallback) or of an error state. */
  onRendered?: () => void;
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

export function MountView({ state, t: tSignal, widget, where, onRendered }: MountViewProps) {
  const current = useValue(state);
  const t = useValue(tSignal);
  if (current.status === 'loading') {
    return (
      <div className="cp-mount" data-state="loading">
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
  const { definition, settings, context } = current;
  const Widget = definition.Component;
  return (
    <div className="cp-mount" data-state="ready">
      <ErrorBoundary t={context.t} where={where}>
        <Widget settings={settings} context={context} />
        <PaintedMark widget={widget} />
      </ErrorBoundary>
      <Rendered onRendered={onRendered} />
    </div>
  );
}
