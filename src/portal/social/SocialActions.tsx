/**
 * Share and Cite buttons (spec 2 §5: core canShare / canCite): each opens its dialog, a lazy chunk fetched on the
 * first click (issue 11: dialogs as lazy chunks, the library route within its budget) under the 55 s chunk timeout
 * (spec 1 §8): a chunk that fails or stalls opens the failure state with Try again. The dialog is src/ui/Dialog:
 * focus moves in, Tab stays inside, Esc closes, focus returns to the button. Opening the dialog is not yet a share;
 * a copy, a pop-up or the share sheet is, and sends the analytics event (share / cite, spec 2 §7).
 */
import { canCite, canShare } from '../../core/content/visibility';
import type { CitationInput } from '../../core/content/citation';
import type { ShareMode } from '../../core/content/share';
import { useSocial } from './use-social';
import { LazyDialogButton } from './LazyDialogButton';
import type { ShareDialogProps } from './ShareDialog';
import type { CitationDialogProps } from './CitationDialog';

export interface SocialDialogProps {
  title: string;
  onClose(): void;
  onTrack(via: string): void;
}

/** `timestamp`: seconds, or a function read when the dialog opens (a playing video's current time; null: none). */
export function ShareButton({
  url,
  title,
  id,
  type = 'congressresource',
  mode = 'video',
  timestamp = null,
}: {
  url: string;
  title: string;
  id: string | number;
  type?: string;
  mode?: ShareMode;
  timestamp?: number | null | (() => number | null);
}) {
  const { t, visibility, track, host } = useSocial();
  if (!canShare(visibility)) return null;
  return (
    <LazyDialogButton<ShareDialogProps>
      label={t('social.share')}
      load={() => import('./ShareDialog')}
      props={() => ({
        url,
        title,
        mode,
        timestamp: typeof timestamp === 'function' ? timestamp() : timestamp,
        onTrack: (via) => {
          track('share', { type, id: String(id), via });
          host.emit('share', { type, id: String(id), via, url, title });
        },
      })}
    />
  );
}

export function CiteButton({
  input,
  title,
}: {
  input: CitationInput & { resource: Record<string, unknown> };
  title: string;
}) {
  const { t, visibility, track } = useSocial();
  if (!canCite(input.resource, 'congressresource', visibility)) return null;
  return (
    <LazyDialogButton<CitationDialogProps>
      label={t('social.cite')}
      load={() => import('./CitationDialog')}
      props={() => ({
        input,
        title,
        onTrack: (via) => track('cite', { type: 'congressresource', id: String(input.resource.id ?? ''), via }),
      })}
    />
  );
}
