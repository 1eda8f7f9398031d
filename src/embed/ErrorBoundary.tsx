/** Catches render errors of one widget, logs them naming the element, and shows a translated error state. */
import { Component, type ReactNode } from 'react';
import type { Translate } from '../i18n/types';
import { ErrorState } from '../ui/ErrorState';
import { LOG_PREFIX } from './describe-element';

interface Props {
  t: Translate;
  where: string;
  children?: ReactNode;
}
interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${LOG_PREFIX} the widget in ${this.props.where} failed to render.`, error);
  }

  override render() {
    const { t, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <ErrorState
        title={t('error.title')}
        message={t('error.render')}
        retryLabel={t('action.retry')}
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}
