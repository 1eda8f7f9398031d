/**
 * Favourite (spec 2 §4, §5): saves or removes a resource, event or slide in the basket (ADD_ITEM / REMOVE_ITEM,
 * optimistic with rollback: src/state/social.ts). Shown when the client enables favourites (core canFavourite,
 * never in widget mode); a visitor's click opens the sign-in prompt (favourites need sign-in, spec 1 §6).
 */
import { canFavourite } from '../../core/content/visibility';
import { isFavourite, type BasketItemType } from '../../core/content/favourites';
import { useSocial } from './use-social';
import { ToggleButton } from './ToggleButton';

export interface FavouriteButtonProps {
  type: BasketItemType;
  id: string | number;
  title: string;
  widgetMode?: boolean;
}

export function FavouriteButton({ type, id, title, widgetMode = false }: FavouriteButtonProps) {
  const { t, social, signedIn, visibility, signIn, track, host } = useSocial();
  if (!canFavourite({ ...visibility, widgetMode })) return null;
  const key = String(id);
  const saved = isFavourite(social.basket.value.items, type, key);
  const toggle = async () => {
    const result = await social.toggleFavourite(type, key);
    if (result === 'added' || result === 'removed') {
      track(result === 'added' ? 'favourite_added' : 'favourite_removed', { type, id: key });
      // The host page hears it too (`congress-favourite`, CongressPortal.on('favourite')).
      host.emit('favourite', { type, id: key, saved: result === 'added' });
    }
    return result;
  };
  return (
    <ToggleButton
      icon="bookmark"
      className="cp-social__favourite"
      pressed={saved}
      busy={social.pending.value.has(`fav:${type}:${key}`)}
      label={t('social.favourite', { title })}
      onToggle={signedIn ? toggle : null}
      onSignIn={signIn}
      messages={{
        added: t('social.favourite.added'),
        removed: t('social.favourite.removed'),
        failed: t('social.favourite.failed'),
      }}
    />
  );
}
