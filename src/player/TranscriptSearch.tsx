/** Transcript search (issue 11 item 4): search the transcript's cues, list the matches with times, jump on click. */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatMediaTime } from '../core/player/media-time';
import { searchTranscript, type TranscriptMatch } from '../core/player/transcript-search';
import type { TextTrackFile } from '../core/player/tracks';
import { parseVtt, type Cue } from '../core/player/vtt';
import type { Translate } from '../i18n/types';

export interface TranscriptSearchProps {
  id: string;
  transcript: TextTrackFile;
  t: Translate;
  onJump(time: number): void;
}

type Load = { status: 'loading' } | { status: 'ready'; cues: Cue[] } | { status: 'failed' };

function highlighted(match: TranscriptMatch): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of match.ranges) {
    if (from > at) out.push(match.text.slice(at, from));
    out.push(<mark key={from}>{match.text.slice(from, to)}</mark>);
    at = to;
  }
  if (at < match.text.length) out.push(match.text.slice(at));
  return out;
}

export function TranscriptSearch({ id, transcript, t, onJump }: TranscriptSearchProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [query, setQuery] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    fetch(transcript.src, { signal: abort.signal })
      .then((answer) => (answer.ok ? answer.text() : Promise.reject(new Error(`HTTP ${answer.status}`))))
      .then((text) => setLoad({ status: 'ready', cues: parseVtt(text) }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('[CongressPortal] player: the transcript could not be loaded.', error);
        setLoad({ status: 'failed' });
      });
    return () => abort.abort();
  }, [transcript.src]);
  const matches = useMemo(() => (load.status === 'ready' ? searchTranscript(load.cues, query) : []), [load, query]);
  const searching = query.trim() !== '' && load.status === 'ready';
  const count =
    matches.length === 0
      ? t('player.noMatches')
      : matches.length === 1
        ? t('player.oneMatch')
        : t('player.matches', { count: matches.length });
  return (
    <div className="cp-player__panel" id={id} role="region" aria-label={t('player.searchTranscript')} tabIndex={0}>
      <form role="search" className="cp-player__search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-q`}>{t('player.searchLabel')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          maxLength={200}
          autoComplete="off"
          lang={transcript.language}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </form>
      <p className="cp-player__status" role="status">
        {load.status === 'failed' ? t('error.loadingFailed') : searching ? count : ''}
      </p>
      {searching && matches.length > 0 ? (
        <ul className="cp-player__matches">
          {matches.map((m) => (
            <li key={m.start}>
              <button
                type="button"
                onClick={() => onJump(m.start)}
                title={t('player.jumpTo', { time: formatMediaTime(m.start) })}
              >
                <span className="cp-player__match-time">{formatMediaTime(m.start)}</span>
                <span lang={transcript.language}>{highlighted(m)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
