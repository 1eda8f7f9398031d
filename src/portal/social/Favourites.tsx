/**
 * Favourites (spec 1 §2 /favourites, spec 2 §4; a lazy chunk): heading, description, then the user's saved congress
 * resources, events and slides, each type under its own heading in the basket's order, each with its favourite
 * button (a click removes it here, optimistic with rollback); saved resources also offer share and cite. The items come
 * by one exact-id search per type that has ids; ids already loaded are not asked again, so removing one does not reload
 * the list. Empty basket: a
 * button to explore the library. A visitor is asked to sign in. Without network the saved sessions still show, from
 * the programmes a timetable of the site kept offline, with the time of that copy.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { favouriteIds, type BasketItemType } from '../../core/content/favourites';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/ErrorState';
import { Link, useRouter } from '../router/context';
import { usePortal } from '../app-context';
import { searchLibrary } from '../library/data';
import { detailTarget, Thumbnail, useItemText, type Item } from '../library/items';
import { FavouriteButton } from './FavouriteButton';
import { FavouritesFeed } from './FavouritesFeed';
import { ResourceActions } from './ResourceActions';
import { useSocial } from './use-social';
import { SocialFrame, withSocial } from './SocialFrame';
import { SavedSessions, useAgendaIds } from './SavedSessions';
import { agendaMessages } from '../../ui/agenda/messages';
import { agendaStyles } from '../../ui/agenda/styles';

const FRAME = withSocial([agendaMessages], agendaStyles);
import { PhoneHandoffButton } from './PhoneHandoffButton';
import { useHandoffArrival } from './use-handoff-arrival';
import { useKeptSessions } from './use-kept-sessions';
import { savedAtText } from '../../core/offline/saved-at';
import { TIMETABLE_DEFAULTS } from '../../core/constants';

const TYPES: readonly BasketItemType[] = ['congressresource', 'event', 'slide'];
const SEARCH_TYPE: Record<BasketItemType, string> = {
  congressresource: 'congressresource',
  event: 'event',
  slide: 'timeline',
};

function useFavouriteItems(ids: Record<BasketItemType, string[]>) {
  const { api } = usePortal();
  const [items, setItems] = useState<Record<string, Item>>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missing = TYPES.map((type) => [type, ids[type].filter((id) => !(`${type}:${id}` in items))] as const).filter(
    ([, list]) => list.length,
  );
  const key = missing.map(([type, list]) => `${type}=${list.join(',')}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `missing` holds; attempt loads again
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    setFailed(false);
    Promise.all(
      missing.map(async ([type, list]) => {
        const answer = await searchLibrary(
          api,
          { type: SEARCH_TYPE[type], exact: 'byIds', query: list.join(','), limit: String(list.length) },
          controller.signal,
        );
        // An id the server no longer has is remembered as missing (null), so it is not asked for again.
        return [type, list, answer.hits.map((h) => h._source)] as const;
      }),
    ).then(
      (results) => {
        if (controller.signal.aborted) return;
        setItems((before) => {
          const next = { ...before };
          for (const [type, list, found] of results)
            for (const id of list) next[`${type}:${id}`] = found.find((i) => String(i.id) === id) ?? {};
          return next;
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[CongressPortal] the favourites could not be loaded', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  return { items, loading: !!key && !failed, failed, retry: () => setAttempt((n) => n + 1) };
}

function Saved({ type, item }: { type: BasketItemType; item: Item }) {
  const text = useItemText();
  const router = useRouter();
  const title = text.title(item);
  const target = type === 'slide' ? null : detailTarget(type === 'event' ? 'events' : 'congressresources', item);
  const href = target && type === 'congressresource' ? router.href(target) : null;
  return (
    <li className="cp-card cp-favourites__item">
      {type === 'congressresource' ? <Thumbnail item={item} /> : null}
      <div className="cp-card__body">
        <h3 className="cp-card__title">{target ? <Link to={target}>{title}</Link> : title}</h3>
        {text.speakers(item) ? <p className="cp-card__people">{text.speakers(item)}</p> : null}
        <p className="cp-card__date">{text.date(item)}</p>
      </div>
      <div className="cp-card__actions">
        <FavouriteButton type={type} id={String(item.id)} title={title} />
        {href ? <ResourceActions item={item} title={title} href={href} /> : null}
      </div>
    </li>
  );
}

export default function Favourites() {
  return (
    <SocialFrame messages={FRAME.messages} css={FRAME.css}>
      <FavouritesPage />
    </SocialFrame>
  );
}

function FavouritesPage() {
  const context = usePortal();
  const { t, social, signedIn, restoring, signIn } = useSocial();
  const arrival = useHandoffArrival();
  const basket = social.basket.value;
  // Sessions are the attendee's agenda (one list with the timetable's "My schedule"); the rest is the basket.
  const agenda = useAgendaIds().view;
  const ids = Object.fromEntries(
    TYPES.map((type) => [type, type === 'event' ? [...agenda.ids] : favouriteIds(basket.items, type)]),
  ) as Record<BasketItemType, string[]>;
  const { items, loading, failed, retry } = useFavouriteItems(ids);
  // Without network, the sessions as a timetable of the site last kept them (their details, rooms and times).
  const offline = basket.status === 'failed' || failed;
  const projects = agenda.ids.map((id) => agenda.saved[id]?.project).filter((p): p is string => !!p);
  const kept = useKeptSessions(offline, projects);
  const empty = TYPES.every((type) => !ids[type].length);
  const sessionLink = (id: string, title: string) => {
    const target = detailTarget('events', items[`event:${id}`] ?? { id });
    return target ? <Link to={target}>{title}</Link> : title;
  };
  // The client's zone where its configuration names one, else the timetable's default (as the agenda's days).
  const configured = (context.clientConfig as Record<string, unknown> | null)?.timezone;
  const zone = typeof configured === 'string' ? configured : TIMETABLE_DEFAULTS.timezone;
  const sessions = (
    <section className="cp-favourites__group" aria-labelledby="cp-favourites-event">
      <h2 id="cp-favourites-event">{t('favourites.type.event')}</h2>
      {kept.savedAt === null ? null : (
        <p className="cp-favourites__offline" role="status">
          {t('favourites.offline', { time: savedAtText(kept.savedAt, Date.now(), zone, context.locale) })}
        </p>
      )}
      <SavedSessions items={offline ? { ...kept.items, ...items } : items} link={sessionLink} />
    </section>
  );

  let body: ReactNode;
  if (arrival === 'exchanging') body = <Spinner label={t('handoff.finishing')} />;
  else if (!signedIn && !restoring) {
    body = (
      <>
        {arrival === 'none' ? null : (
          <div className="cp-signin-error" role="alert">
            <p>{t(`handoff.${arrival}`)}</p>
          </div>
        )}
        <p>{t('favourites.signIn')}</p>
        <button type="button" className="cp-button cp-button--primary" onClick={signIn}>
          {t('favourites.signInButton')}
        </button>
        {sessions}
      </>
    );
  } else if (offline) {
    // The error with its Try again, and the saved sessions all the same: they are this browser's to show.
    body = (
      <>
        <ErrorState
          message={t('portal.loadingFailed')}
          onRetry={() => {
            void social.loadBasket(true);
            retry();
          }}
          retryLabel={t('action.retry')}
        />
        {agenda.ids.length ? sessions : null}
      </>
    );
  } else if (basket.status !== 'ready' || (loading && !Object.keys(items).length)) {
    body = <Spinner label={t('state.loading')} />;
  } else if (empty) {
    body = (
      <>
        <p>{t('favourites.empty')}</p>
        <Link className="cp-button cp-button--primary" to={{ name: 'Library' }}>
          {t('favourites.explore')}
        </Link>
      </>
    );
  } else {
    body = TYPES.filter(
      (type) => type !== 'event' && ids[type].some((id) => items[`${type}:${id}`]?.id !== undefined),
    ).map((type) => (
      <section key={type} className="cp-favourites__group" aria-labelledby={`cp-favourites-${type}`}>
        <h2 id={`cp-favourites-${type}`}>{t(`favourites.type.${type}`)}</h2>
        <ul className="cp-favourites__list">
          {ids[type]
            .map((id) => items[`${type}:${id}`])
            .filter((item) => item?.id !== undefined)
            .map((item) => (
              <Saved key={String(item.id)} type={type} item={item} />
            ))}
        </ul>
      </section>
    ));
  }
  const withSessions = signedIn && basket.status === 'ready' && !failed && !empty;
  return (
    <section className="cp-favourites" aria-labelledby="cp-portal-title">
      <h1 id="cp-portal-title" tabIndex={-1}>
        {t('route.Favourites')}
      </h1>
      <p className="cp-portal__lead">{t('favourites.intro')}</p>
      <FavouritesFeed signIn={signIn} />
      {signedIn ? (
        <div className="cp-favourites__tools">
          <PhoneHandoffButton />
        </div>
      ) : null}
      {body}
      {withSessions && ids.event.length ? sessions : null}
    </section>
  );
}
