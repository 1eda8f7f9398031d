/**
 * What every social control needs: the portal's social store (src/state/social.ts, created here on first use, so
 * its code stays out of the portal shell), whether the user is signed in, the visibility context of core `visibility`
 * (canLike, canFavourite, …), the sign-in prompt for a visitor (Login with a redirect back here, spec 1 §4) and the
 * consent-gated analytics event (spec 2 §7).
 */
import { useCallback, useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { SocialAction } from '../../core/tracking/matomo';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { createSocialStore } from '../../state/social';
import { portalSession } from '../session';
import { sendSocialEvent } from '../telemetry/matomo';

export function useSocial() {
  useSignals();
  const context = usePortal();
  const router = useRouter();
  const entry = portalSession(context);
  const { session } = entry;
  const social = (entry.social ??= createSocialStore({ users: entry.users, session, now: context.now }));
  const { signedIn, user } = session.state.value;
  // A reload keeps the user (cookie) but not the token: one refresh restores the session (src/state/session.ts).
  const restoring = !signedIn && !!user && !user.guest && session.state.value.login.status !== 'failed';
  useEffect(() => {
    if (signedIn) void social.loadBasket();
    else if (restoring) void session.token();
  }, [signedIn, restoring, social, session]);
  const { match, location } = router;
  const signIn = useCallback(() => {
    const search = location.search.replace(/^\?/, '');
    router.navigate({ name: 'Login', query: { redirect: `${match.path}${search ? `?${search}` : ''}` } });
  }, [router, match.path, location.search]);
  const track = useCallback(
    (action: SocialAction, item: { type: string; id: string; via?: string }) => {
      sendSocialEvent(context, action, item);
    },
    [context],
  );
  // Visibility as for a signed-in user: a visitor sees the same buttons, and a click asks them to sign in.
  const visibility = { client: context.clientConfig as Record<string, unknown> | null, signedIn: true };
  return { t: context.t, social, signedIn, restoring, visibility, signIn, track, host: context.host };
}
