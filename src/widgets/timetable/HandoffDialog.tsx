/**
 * "Open my agenda on my phone" in a timetable on a host page (a lazy chunk, fetched on the first click): the
 * signed-in user of the site (the page's session, src/state/page-session: the portal's session cookie, restored by
 * one refresh) asks for a single-use code valid 5 minutes; the QR code and the link carry it to the portal's
 * agenda page the site names (`agendaLink`), where the phone exchanges it for a session. A guest is sent to that
 * page to sign in first: a host page has no sign-in form.
 */
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createHandoffCode } from '../../api/handoff';
import { handoffLinkTo } from '../../core/session/handoff';
import { safeUrl } from '../../core/url/safe-url';
import type { WidgetContext } from '../../contract/widget';
import { createTranslate } from '../../i18n/translate';
import type { Messages } from '../../i18n/types';
import { pageSession } from '../../state/page-session';
import { adoptStyles } from '../../ui/adopt-styles';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { HandoffCode, type ShownHandoff } from '../../ui/handoff/HandoffCode';
import { handoffMessages } from '../../ui/handoff/messages';
import { handoffStyles } from '../../ui/handoff/styles';
import { Spinner } from '../../ui/Spinner';

const guestMessages: Messages = {
  en: {
    'handoff.signIn': 'Sign in on the congress portal first: then your agenda can open on your phone.',
    'handoff.signInLink': 'Go to the portal to sign in',
  },
  de: {
    'handoff.signIn': 'Melden Sie sich zuerst im Kongressportal an: dann kann sich Ihr Programm auf dem Handy öffnen.',
    'handoff.signInLink': 'Zum Portal, um sich anzumelden',
  },
};

export interface HandoffDialogProps {
  context: WidgetContext;
  /** The portal's agenda page (the `agendaLink` setting), already through the URL gate. */
  agendaUrl: string;
  onClose(): void;
}

type State = { status: 'loading' } | { status: 'guest' } | { status: 'failed' } | ({ status: 'ready' } & ShownHandoff);

export default function HandoffDialog({ context, agendaUrl, onClose }: HandoffDialogProps) {
  const { root, nonce } = context;
  // The client's texts first (context.t), then this chunk's own.
  const t = useMemo(() => {
    const own = createTranslate(context.locale, [handoffMessages, guestMessages]);
    return ((key, params) => {
      const text = context.t(key, params);
      return text === key ? own(key, params) : text;
    }) as typeof context.t;
  }, [context]);
  useLayoutEffect(() => adoptStyles(root, handoffStyles, nonce), [root, nonce]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [now, setNow] = useState(Date.now());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a new code
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const base = context.api.base;
    // The page's session, shared with the agenda's sync: one token for both (restored by one refresh on a reload).
    const { session } = pageSession(context);
    (async (): Promise<State> => {
      if (!(await session.restore())) return { status: 'guest' };
      const answer = await session.secured((auth) => createHandoffCode(base, auth));
      const link = handoffLinkTo(agendaUrl, location.href, answer.code);
      if (!link) throw new Error(`the agenda address "${agendaUrl}" is not an http(s) address`);
      return { status: 'ready', code: answer.code, link, expiresAt: answer.expires_at };
    })().then(
      (next) => live && setState(next),
      (error: unknown) => {
        if (!live) return;
        console.warn('[CongressPortal] no hand-off code could be made', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [context, agendaUrl, round]);

  // The countdown, once a second while the dialog is open.
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner label={t('state.loading')} />;
  else if (state.status === 'failed')
    body = (
      <ErrorState
        message={t('error.apiUnreachable')}
        onRetry={() => setRound((r) => r + 1)}
        retryLabel={t('action.retry')}
      />
    );
  else if (state.status === 'guest')
    body = (
      <p>
        {t('handoff.signIn')}{' '}
        <a href={safeUrl(agendaUrl) ?? undefined} target="_top">
          {t('handoff.signInLink')}
        </a>
      </p>
    );
  else body = <HandoffCode handoff={state} now={now} t={t} onNewCode={() => setRound((r) => r + 1)} />;
  return (
    <Dialog open onClose={onClose} title={t('handoff.open')} closeLabel={t('timetable.close')} container={root}>
      {body}
    </Dialog>
  );
}
