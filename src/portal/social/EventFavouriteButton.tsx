/**
 * An event's favourite (spec 2 §5) is a saved session of the attendee's agenda (src/state/agenda): the one list the
 * favourites page and a timetable on any page of the site show, so the click shows there at once, not at the next
 * poll; the agenda's sync writes the basket (item_type event). Shown like every favourite (core canFavourite); a
 * visitor's click opens the sign-in prompt.
 */
import { canFavourite } from '../../core/content/visibility';
import type { ToggleResult } from '../../state/social';
import { useSocial } from './use-social';
import { FavouriteToggle } from './FavouriteButton';
import { itemSnapshot, useAgendaIds } from './use-agenda-ids';

export function EventFavouriteButton({ item, title }: { item: Record<string, unknown>; title: string }) {
  const social = useSocial();
  const { store, view } = useAgendaIds();
  if (!canFavourite(social.visibility)) return null;
  const id = String(item.id);
  const saved = view.ids.includes(id);
  const toggle = async (): Promise<ToggleResult> => {
    const snapshot = itemSnapshot(item);
    // The project lets a timetable of that programme tell later that the session was withdrawn.
    store.toggle(id, snapshot && typeof item.project === 'string' ? { ...snapshot, project: item.project } : snapshot);
    return saved ? 'removed' : 'added';
  };
  return (
    <FavouriteToggle
      social={social}
      item={{ type: 'event', id }}
      title={title}
      saved={saved}
      busy={false}
      toggle={toggle}
    />
  );
}
