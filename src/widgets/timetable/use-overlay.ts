import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { ZonedSession } from '../../core/timetable';
import type { WidgetContext } from '../../contract/widget';
import { claimHash, onClaimChanged, releaseHash } from './hash-claim';

export function readHash(): string | null {
  try {
    const h = decodeURIComponent(window.location.hash.slice(1));
    return h || null;
  } catch {
    return null;
  }
}

/**
 * The session overlay's state (spec 3 §4): open when the URL hash equals a session slug (also from outside the
 * page), the hash set when a session is opened and removed when it closes, focus back on the session after.
 */
export function useOverlay(
  context: WidgetContext,
  bySlug: Map<string, ZonedSession>,
  day: number | null,
  keepDay: (day: number) => void,
  box: RefObject<HTMLDivElement | null>,
) {
  const [openSlug, setOpenSlug] = useState<string | null>(readHash);
  const returnTo = useRef<string | null>(null);
  // A claim taken by another instance leaves the hash as it is: render again to ask for the claim anew.
  const [, reclaim] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const onHash = () => setOpenSlug(readHash());
    window.addEventListener('hashchange', onHash);
    const off = onClaimChanged(() => {
      onHash();
      reclaim();
    });
    // The hash may have changed between the first render and this effect (a host script or a deep link set while
    // the widget mounted): read it again now that changes are heard, or that change would be lost.
    onHash();
    return () => {
      window.removeEventListener('hashchange', onHash);
      off();
    };
  }, []);
  const owner = useRef(Symbol('timetable')).current;
  // The mount element places the instance in the page; a root without one (a test's stand-in) stands for itself.
  const place: Node = context.root.host ?? context.root;
  useEffect(() => () => releaseHash(owner), [owner]);
  const candidate = openSlug ? bySlug.get(openSlug) : undefined;
  const open = candidate && claimHash(candidate.session.slug, owner, place) ? candidate : undefined;
  useEffect(() => {
    if (open && open.day !== day) keepDay(open.day);
  }, [open, day, keepDay]);
  // Layout effect: focus returns to the session in the same frame the overlay disappears (issue 5 §6).
  useLayoutEffect(() => {
    if (open || !returnTo.current) return;
    const slug = returnTo.current;
    returnTo.current = null;
    box.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(slug)}"]`)?.focus();
  }, [open, box]);

  const slugs = useRef(bySlug);
  slugs.current = bySlug;
  const onOpen = useCallback(
    (slug: string) => {
      const z = slugs.current.get(slug);
      // Spec 3 §2 Widget mode: the widget posts events to the host (type, channel, session, timeStamp).
      if (z)
        context.host.emit('timetable.session', {
          channel: z.session.channelSlug,
          session: { title: z.session.title, type: z.session.type, topics: z.session.topics },
          timeStamp: context.now(),
        });
      returnTo.current = slug;
      claimHash(slug, owner, place, true);
      setOpenSlug(slug);
      if (readHash() !== slug) window.location.hash = encodeURIComponent(slug);
    },
    [context, owner, place],
  );
  const onClose = useCallback(() => {
    if (openSlug) returnTo.current = openSlug;
    setOpenSlug(null);
    if (readHash() !== null) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    releaseHash(owner, true);
  }, [openSlug, owner]);
  return { open, onOpen, onClose };
}
