/**
 * The portal's own error handling for screens: a boundary around the current screen that shows the error page
 * (error.500.*) instead of a blank portal and reports the error (with consent, ./error-reporter.ts), and a hook
 * that reports a screen's content load failure once. Reporting context comes from the portal context, so
 * nothing global is touched (the host page's errors are never seen).
 */
import { Component, createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ReportError } from './error-reporter';
import type { Async } from '../data/use-async';

export const ReportErrorCtx = createContext<ReportError>(() => undefined);

/** Reports a failed load of the screen `where` (once per error). */
export function useReportFailure(state: Async<unknown>, where: string): void {
  const report = useContext(ReportErrorCtx);
  const error = state.status === 'failed' ? state.error : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per error
  useEffect(() => {
    if (error) {
      console.warn(`[CongressPortal] the content of ${where} could not be loaded`, (error as Error)?.message ?? error);
      report(error, { screen: where });
    }
  }, [error]);
}

interface Props {
  report: ReportError;
  where: string;
  fallback: ReactNode;
  children?: ReactNode;
}

export class ScreenBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn(`[CongressPortal] the ${this.props.where} screen failed`, (error as Error)?.message ?? error);
    this.props.report(error, { screen: this.props.where });
  }
  override componentDidUpdate(previous: Props): void {
    if (previous.where !== this.props.where && this.state.failed) this.setState({ failed: false });
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
