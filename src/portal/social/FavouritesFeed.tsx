/**
 * "Subscribe in your calendar" on the favourites page: one button per live project (the congresses whose sessions
 * the favourites follow), opening the shared subscribe dialog with the portal's session and the portal's event pages
 * as the sessions' links. A visitor is sent to sign in from the dialog.
 */
import { usePortal } from '../app-context';
import { portalSession } from '../session';
import { useRouter } from '../router/context';
import { SubscribeButton } from '../../widgets/shared/calendar-feed/SubscribeButton';

const SLUG = 'cp-feed-slug';

export function FavouritesFeed({ signIn }: { signIn(): void }) {
  const context = usePortal();
  const router = useRouter();
  const projects = Object.values(
    (context.clientConfig?.projects ?? {}) as Record<string, { name?: string; live?: unknown }>,
  )
    .filter((p) => p.live === 1 || p.live === true)
    .map((p) => p.name)
    .filter((name): name is string => !!name);
  if (!projects.length) return null;
  const { session } = portalSession(context);
  return (
    <div className="cp-favourites__feed">
      {projects.map((project) => {
        const href = router.href({ name: 'EventDetail', params: { project, slug: SLUG } });
        return (
          <SubscribeButton
            key={project}
            className="cp-button"
            context={context}
            project={project}
            link={href ? new URL(href, location.href).href.replace(SLUG, '{slug}') : ''}
            token={() => {
              // A visitor has no session to refresh: asking would be a failed request in the console.
              const { signedIn, user } = session.state.value;
              return signedIn || (user && !user.guest) ? session.token() : Promise.resolve(null);
            }}
            onSignIn={signIn}
          />
        );
      })}
    </div>
  );
}
