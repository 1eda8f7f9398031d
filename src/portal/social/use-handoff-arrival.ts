/**
 * The phone's side of "open my agenda on my phone": the favourites opened with `?handoff=<code>` exchange the
 * single-use code for a session of its user (core `handoffCodeOf`), so the agenda shows signed in, no password typed.
 * The code leaves the address at once (it is spent, and the history should not keep it). A used, late or unknown
 * code (core `handoffFailureOf`) is reported for the page to say so above its normal sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import { HANDOFF_PARAM, handoffCodeOf, handoffFailureOf, type HandoffFailure } from '../../core/session/handoff';
import { isHttpError } from '../../api/errors';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { portalSession } from '../session';
import { redeemHandoffCode } from '../../api/handoff';

export type HandoffArrival = 'none' | 'exchanging' | HandoffFailure;

export function useHandoffArrival(): HandoffArrival {
  const portal = usePortal();
  const router = useRouter();
  const [state, setState] = useState<HandoffArrival>(() =>
    HANDOFF_PARAM in queryObject(router.location.search) ? 'exchanging' : 'none',
  );
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: exchanges the code of the first address once
  useEffect(() => {
    const query = queryObject(router.location.search);
    if (started.current || !(HANDOFF_PARAM in query)) return;
    started.current = true;
    const code = handoffCodeOf(query);
    const { [HANDOFF_PARAM]: _spent, ...rest } = query;
    router.navigate({ name: 'Favourites', query: rest }, { replace: true, skipCapabilityCheckOnce: true });
    if (!code) {
      console.warn('[CongressPortal] the hand-off link carries no valid code; sign in instead.');
      setState('spent');
      return;
    }
    void portalSession(portal)
      .session.signIn(null, () => redeemHandoffCode(portal.api.base, portal.client, code))
      .then((result) => {
        if (portal.signal.aborted) return;
        if (!('error' in result)) return setState('none');
        const status = isHttpError(result.error) ? result.error.status : undefined;
        console.warn(`[CongressPortal] the hand-off code was refused (${status ?? 'no answer'}); sign in instead.`);
        setState(handoffFailureOf(status));
      });
  }, []);
  return state;
}
