import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import definition from '../../../../src/widgets/ondemand-player/index';
import { widgetContext } from '../widget-context';

const { Component } = definition;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MEDIA = {
  content: {
    id: 7,
    title: 'Talk',
    duration: 12,
    subtitlesInPlaylist: false,
    sources: [
      { src: '/streams/demo/index.m3u8', type: 'application/vnd.apple.mpegurl' },
      { src: '/streams/demo/clip.mp4', type: 'video/mp4' },
    ],
    subtitles: [
      { language: 'de', src: '/s.de.vtt' },
      { language: 'en', src: '/s.en.vtt' },
      { language: 'xx', src: '/s.xx.vtt' },
    ],
    transcripts: [{ language: 'en', src: '/t.en.vtt' }],
    slides: [{ id: 1, inpoint: 0, title: 'One', event: { medium: { asset: { url: '/one.svg' } } } }],
  },
};

function setup(
  resource: Record<string, unknown> | null,
  project: Record<string, unknown> = {
    enableSubtitles: 1,
    enableTranscriptSearch: 1,
    selectedTranscriptLanguages: '["en","de"]',
  },
) {
  const ctx = widgetContext({
    get: async () => MEDIA,
    messages: definition.messages,
    config: { projects: { p: project } } as never,
  });
  ctx.now = () => Date.parse('2026-03-04T12:00:00Z');
  (ctx.api.list as unknown as ReturnType<typeof vi.fn>).mockResolvedValue({
    data: resource ? [resource] : [],
    meta: { total: 1, page: 1, limit: 1, pages: 1 },
  });
  return ctx;
}

describe('ondemand-player widget: spec 2 §4 the player shows only for status 6 and consent not 0; otherwise the status or consent text', () => {
  it("status 6, consent 1: the player with the sources, subtitles in the project's languages, slides and transcript search", async () => {
    const ctx = setup({ id: 7, slug: 'talk', title: 'Talk', status: 6, consent: 1, project: 'p' });
    const { container } = render(<Component settings={{ ...definition.defaults, resource: 7 }} context={ctx} />);
    await waitFor(() => expect(container.querySelector('.cp-player')).not.toBeNull());
    expect(ctx.api.list).toHaveBeenCalledWith(
      'congressresources',
      { filter: 'id==7', limit: 1, include_denied: true },
      expect.anything(),
    );
    expect(ctx.api.get).toHaveBeenCalledWith('player/media/7', undefined, expect.anything());
    expect(
      [...container.querySelectorAll('track')].map((t) => [t.getAttribute('srclang'), t.getAttribute('src')]),
    ).toEqual([
      ['en', 'http://api.example.org/s.en.vtt'],
      ['de', 'http://api.example.org/s.de.vtt'],
    ]);
    expect(container.querySelector('[aria-label="Slides"]')).not.toBeNull();
    expect(container.querySelector('[aria-label="Search the transcript"]')).not.toBeNull();
    expect(container.querySelector('.cp-player')?.getAttribute('aria-label')).toBe('Video player: Talk');
  });

  it('meta_activateSubtitles "false" and meta_searchInTranscript "false" on the resource: no tracks, no search', async () => {
    const ctx = setup({
      id: 7,
      title: 'Talk',
      status: 6,
      consent: 1,
      project: 'p',
      meta_activateSubtitles: 'false',
      meta_searchInTranscript: 'false',
    });
    const { container } = render(<Component settings={{ ...definition.defaults, resource: 'talk' }} context={ctx} />);
    await waitFor(() => expect(container.querySelector('.cp-player')).not.toBeNull());
    expect(ctx.api.list).toHaveBeenCalledWith(
      'congressresources',
      { filter: 'slug==talk', limit: 1, include_denied: true },
      expect.anything(),
    );
    expect(container.querySelectorAll('track')).toHaveLength(0);
    expect(container.querySelector('[aria-label="Search the transcript"]')).toBeNull();
  });

  it.each([
    [{ status: 6, consent: 0 }, "This presentation is not available on demand at the speaker's request."],
    [{ status: 2, consent: 1, consentLive: 0 }, "This presentation is not broadcast at the speaker's request."],
    [{ status: 1, consent: 1, datestart: '2020-01-01T10:00:00+01:00' }, 'This recording is being processed.'],
    [
      { status: 2, consent: 1, datestart: '2099-01-01T10:00:00+01:00' },
      'This recording will be available after the session.',
    ],
  ])('%j → %s, and no player API call', async (fields, text) => {
    const ctx = setup({ id: 7, title: 'Talk', project: 'p', ...fields });
    const { container } = render(<Component settings={{ ...definition.defaults, resource: 7 }} context={ctx} />);
    await waitFor(() => expect(container.textContent).toContain(text));
    expect(container.querySelector('video')).toBeNull();
    expect(ctx.api.get).not.toHaveBeenCalled();
  });

  it('an unknown resource says the recording is not available', async () => {
    const ctx = setup(null);
    const { container } = render(<Component settings={{ ...definition.defaults, resource: 99 }} context={ctx} />);
    await waitFor(() => expect(container.textContent).toContain('This recording is not available.'));
  });

  it('a src setting plays that URL (through the URL gate) without asking for a resource; a javascript: src is refused', async () => {
    const ctx = setup(null);
    const { container } = render(
      <Component settings={{ ...definition.defaults, src: '/media/x.mp4', title: 'X' }} context={ctx} />,
    );
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    expect(ctx.api.list).not.toHaveBeenCalled();
    cleanup();
    const bad = setup(null);
    const second = render(
      <Component settings={{ ...definition.defaults, src: 'javascript:alert(1)', title: 'X' }} context={bad} />,
    );
    await waitFor(() => expect(second.container.textContent).toContain('This recording is not available.'));
  });

  it('texts exist in en and de for every key', () => {
    expect(Object.keys(definition.messages.de).sort()).toEqual(Object.keys(definition.messages.en).sort());
  });
});
