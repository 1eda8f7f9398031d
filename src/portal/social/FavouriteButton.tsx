/**
 * Favourite (spec 2 §4, §5): saves or removes a resource, event or slide in the basket (ADD_ITEM / REMOVE_ITEM,
 * optimistic with rollback: src/state/social.ts). Shown when the client enables favourites (core canFavourite,
 * never in widget mode); a visitor's click opens the sign-in prompt (favourites need sign-in, spec 1 §6).
 */
import { canFavourite } from '../../core/content/visibility';
import { isFavourite, type BasketItemType } from '../../core/content/favourites';
import { useSocial } from './use-social';
import { ToggleButton } from './ToggleButton';
import type { ToggleResult } from '../../state/social';

export interface FavouriteButtonProps {
  type: BasketItemType;
  id: string | number;
  title: string;
  widgetMode?: boolean;
}

export function FavouriteButton({ type, id, title, widgetMode = false }: FavouriteButtonProps) {
  const social = useSocial();
  const { social: store, visibility } = social;
  if (!canFavourite({ ...visibility, widgetMode })) return null;
  const key = String(id);
  return (
    <FavouriteToggle
      social={social}
      item={{ type, id: key }}
      title={title}
      saved={isFavourite(store.basket.value.items, type, key)}
      busy={store.pending.value.has(`fav:${type}:${key}`)}
      toggle={() => store.toggleFavourite(type, key)}
    />
  );
}

/** The bookmark of every favourite: the sign-in prompt for a visitor, the analytics event when the click took. */
export function FavouriteToggle({
  social: { t, signedIn, signIn, track, host },
  item,
  title,
  saved,
  busy,
  toggle,
}: {
  social: ReturnType<typeof useSocial>;
  item: { type: string; id: string };
  title: string;
  saved: boolean;
  busy: boolean;
  toggle(): Promise<ToggleResult>;
}) {
  const onToggle = async () => {
    const result = await toggle();
    if (result === 'added' || result === 'removed') {
      track(result === 'added' ? 'favourite_added' : 'favourite_removed', item);
      // The host page hears it too (`congress-favourite`, CongressPortal.on('favourite')).
      host.emit('favourite', { ...item, saved: result === 'added' });
    }
    return result;
  };
  return (
    <ToggleButton
      icon="bookmark"
      className="cp-social__favourite"
      pressed={saved}
      busy={busy}
      label={t('social.favourite', { title })}
      onToggle={signedIn ? onToggle : null}
      onSignIn={signIn}
      messages={{
        added: t('social.favourite.added'),
        removed: t('social.favourite.removed'),
        failed: t('social.favourite.failed'),
      }}
    />
  );
}
