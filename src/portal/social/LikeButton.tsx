/**
 * Like (spec 2 §4, §5): toggles liked/unliked with the count beside the icon, optimistic with rollback
 * (src/state/social.ts). Shown for published congress resources when the client enables likes (core canLike);
 * a visitor's click opens the sign-in prompt. The count comes from the list's one batch request (`useLikeCounts`).
 */
import { useEffect } from 'react';
import { canLike } from '../../core/content/visibility';
import { toLikeState } from '../../core/content/likes';
import type { LikeKind } from '../../state/social';
import { useSocial } from './use-social';
import { ToggleButton } from './ToggleButton';

export interface LikeButtonProps {
  item: Record<string, unknown>;
  kind?: LikeKind;
  title: string;
}

export function LikeButton({ item, kind = 'congressresources', title }: LikeButtonProps) {
  const { t, social, signedIn, visibility, signIn, track, host } = useSocial();
  const id = String(item.id ?? '');
  if (!id || !canLike(item, kind === 'congressresources' ? 'congressresource' : kind, visibility)) return null;
  const state = social.likes.value[`${kind}:${id}`] ?? toLikeState(0, false);
  const toggle = async () => {
    const result = await social.toggleLike(kind, id);
    if (result === 'added' || result === 'removed') {
      track(result === 'added' ? 'like' : 'unlike', { type: kind, id });
      host.emit('like', { type: kind, id, liked: result === 'added', title });
    }
    return result;
  };
  return (
    <ToggleButton
      icon="like"
      className="cp-social__like"
      pressed={state.liked}
      busy={social.pending.value.has(`like:${kind}:${id}`)}
      label={t('social.like', { title, count: state.count })}
      text={state.count}
      onToggle={signedIn ? toggle : null}
      onSignIn={signIn}
      messages={{ failed: t('social.like.failed') }}
    />
  );
}

/**
 * Loads the like counts of a whole list in ONE request (spec 2 §4), with the signed-in user's liked flags; again
 * only when the list's ids change or the user signs in. While a reload restores the session (the user known from
 * the cookie, the token on its way) it waits, so the one request already carries the user.
 */
export function useLikeCounts(items: readonly Record<string, unknown>[], kind: LikeKind = 'congressresources'): void {
  const { social, visibility, signedIn, restoring } = useSocial();
  const on = items.some((item) => canLike(item, kind === 'congressresources' ? 'congressresource' : kind, visibility));
  const ids = on ? items.map((i) => String(i.id)).join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` names the items; signing in loads the liked flags
  useEffect(() => {
    if (ids && !restoring) void social.loadLikeCounts(kind, items);
  }, [ids, kind, social, signedIn, restoring]);
}

/** A detail page's one item: alreadyLiked and its count once signed in (spec 2 §7), the count alone for a visitor. */
export function useItemLike(item: Record<string, unknown>, kind: LikeKind = 'congressresources'): void {
  const { social, visibility, signedIn, restoring } = useSocial();
  const id = canLike(item, kind === 'congressresources' ? 'congressresource' : kind, visibility)
    ? String(item.id ?? '')
    : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies(signedIn): signing in loads the liked flag
  useEffect(() => {
    if (id && !restoring) void social.loadLike(kind, id);
  }, [id, kind, social, signedIn, restoring]);
}
