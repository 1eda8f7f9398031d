/**
 * The auto-login frame (spec 1 §4, §8; spec 3 §4): while signed out, a hidden frame asks the provider for a
 * silent sign-in (init-authorize with prompt=none) that returns to this portal's `/tokengrave`, which posts a
 * code and provider, or an error, to this window. Messages count only from that frame and this origin (core
 * `isTokenGraveEvent`). A code signs in (method oauth2); an error ends the attempt; after 5 s without a result the
 * attempt ends and the frame is pointed at the token callback with 'no valid user found' (core `autoLoginStep`).
 * The frame is removed when the attempt ends, and the listener and timer on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import { AUTO_LOGIN_TIMEOUT_MS } from '../../core/constants';
import { autoLoginStep, TOKEN_GRAVE_MESSAGE } from '../../core/session/auto-login';
import { isTokenGraveEvent, oauth2InitUrl } from '../../core/session/sign-in';
import { asRecord } from '../../core/values';
import { HOST_MESSAGE_SOURCE } from '../../core/host-messages/envelope';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { absoluteHref } from './go';
import type { SignInRun } from './methods';

export function AutoLogin({ provider, run }: { provider: string; run: SignInRun }) {
  const { t, api } = usePortal();
  const router = useRouter();
  const frame = useRef<HTMLIFrameElement>(null);
  const [active, setActive] = useState(true);
  const [src] = useState(() =>
    oauth2InitUrl({
      apiBase: new URL(api.base, window.location.href).href,
      client: api.client,
      provider,
      finishUrl: absoluteHref(router, '/tokengrave'),
      silent: true,
    }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: one attempt per frame address
  useEffect(() => {
    if (!src) return undefined;
    const startedAt = Date.now();
    let ended = false;
    const end = () => {
      ended = true;
      setActive(false);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isTokenGraveEvent(event, window.location.origin, frame.current?.contentWindow)) return;
      const data = asRecord(event.data);
      if (data?.source !== HOST_MESSAGE_SOURCE || data.type !== TOKEN_GRAVE_MESSAGE) return;
      if (ended) {
        setActive(false);
        return;
      } // the token callback's answer to the timeout: the frame can go
      const step = autoLoginStep({ signedIn: false, message: data.payload, startedAt, now: Date.now() });
      end();
      if (step.kind === 'login') void run('oauth2', (s) => s.oauth2Token(step.provider ?? provider, step.code));
    };
    let removal = 0;
    const timer = window.setTimeout(() => {
      const step = autoLoginStep({
        signedIn: false,
        startedAt,
        now: Date.now(),
        tokenCallbackPath: absoluteHref(router, '/tokengrave').split('?')[0],
      });
      if (step.kind !== 'timeout' || ended || !frame.current) return;
      ended = true; // the attempt ends now; the frame shows the token callback, then goes (at the latest after 5 s more)
      frame.current.src = step.frameUrl;
      removal = window.setTimeout(() => setActive(false), AUTO_LOGIN_TIMEOUT_MS);
    }, AUTO_LOGIN_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(removal);
      window.removeEventListener('message', onMessage);
    };
  }, [src]);

  if (!src || !active) return null;
  return (
    <div className="cp-signin-auto" role="status">
      <span className="cp-visually-hidden">{t('login.autoLogin')}</span>
      <iframe ref={frame} src={src} title={t('login.autoLoginFrame')} hidden tabIndex={-1} />
    </div>
  );
}
