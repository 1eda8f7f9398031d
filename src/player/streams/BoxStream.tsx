/**
 * The host of a 'box' stream adapter (JW Player): an empty box the adapter fills with its own player, detached on
 * unmount; a fatal error (key codes 100011–100013, a missing player component) becomes playerCouldNotBeLoaded with
 * a session id (spec 3 §8), like the SDK's own player.
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/types';
import { PlayerError, reportPlayerError } from '../PlayerError';
import type { Detach, StreamAdapter } from './types';

export function BoxStream({
  adapter,
  title,
  autoPlay,
  t,
}: {
  adapter: StreamAdapter;
  title: string;
  autoPlay: boolean;
  t: Translate;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    let alive = true;
    let failed = false;
    let detach: Detach | null = null;
    const onFatal = (cause: unknown) => {
      if (failed || !alive) return;
      failed = true;
      setErrorId(reportPlayerError(cause));
    };
    adapter.attach({ video: null, box, autoPlay, onFatal }).then((d) => {
      if (alive) detach = d;
      else d();
    }, onFatal);
    return () => {
      alive = false;
      detach?.();
    };
  }, [adapter, autoPlay]);
  if (errorId) return <PlayerError sessionId={errorId} title={title} t={t} />;
  return (
    <div
      ref={ref}
      className="cp-player cp-player--box"
      role="region"
      aria-label={t('player.region', { title })}
      data-adapter={adapter.name}
    />
  );
}
