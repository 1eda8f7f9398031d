import { describe, expect, it } from 'vitest';
import { playerLanguage, playerLanguageList, playerSettings } from '../../../../src/core/content/player-settings';
import { citation } from '../../../../src/core/content/citation';
import { imageSources } from '../../../../src/core/content/image-renditions';

describe('spec 1 §3 player languages: the 28 codes', () => {
  it.each([
    ['de', 'de'],
    ['pt-pt', 'pt-PT'],
    ['PT-PT', 'pt-PT'],
    ['pt', null],
    ['xx', null],
    ['', null],
    [null, null],
  ])('%j → %j', (code, expected) => {
    expect(playerLanguage(code)).toBe(expected);
  });
  it.each([
    ['de, en,xx, de', ['de', 'en']],
    ['["fr","pt-PT","zz"]', ['fr', 'pt-PT']],
    [
      ['ar', 'uk'],
      ['ar', 'uk'],
    ],
    ['[bad json', []],
    [null, []],
  ])('list %j → %j', (v, expected) => {
    expect(playerLanguageList(v)).toEqual(expected);
  });
});

describe('spec 1 §3 per-resource meta_* overrides of transcript/subtitle settings; AI-features flag', () => {
  const project = {
    enableTranscriptSearch: 1,
    enableTranscriptDownload: 0,
    enableSubtitles: true,
    selectedTranscriptLanguages: '["de","en"]',
    enableAIFeatures: 0,
  };

  it('takes the project settings when the resource sets nothing', () => {
    expect(playerSettings(project, {})).toEqual({
      searchInTranscript: true,
      transcriptDownload: false,
      subtitles: true,
      transcriptLanguages: ['de', 'en'],
      aiFeatures: false,
    });
  });

  it("lets 'true'/'false' strings and a comma list on the resource override", () => {
    expect(
      playerSettings(project, {
        meta_searchInTranscript: 'false',
        meta_transcriptDownload: 'true',
        meta_activateSubtitles: 'FALSE',
        meta_selectedTranscriptLanguages: 'fr, it',
      }),
    ).toEqual({
      searchInTranscript: false,
      transcriptDownload: true,
      subtitles: false,
      transcriptLanguages: ['fr', 'it'],
      aiFeatures: true,
    });
  });

  it('ignores values other than true/false and an empty language list', () => {
    expect(
      playerSettings(project, { meta_searchInTranscript: 'yes', meta_selectedTranscriptLanguages: '' })
        .searchInTranscript,
    ).toBe(true);
    expect(playerSettings(project, { meta_selectedTranscriptLanguages: ' , ' }).transcriptLanguages).toEqual([
      'de',
      'en',
    ]);
  });

  it.each([
    [{ enableAIFeatures: 1 }, {}, true],
    [{}, { meta_activateSubtitles: 'true' }, true],
    [{}, { meta_searchInTranscript: 'true' }, true],
    [{}, { meta_transcriptDownload: 'false' }, false],
    [null, null, false],
  ])('AI features: project %j, resource %j → %s', (p, r, expected) => {
    expect(playerSettings(p, r).aiFeatures).toBe(expected);
  });
});

describe('spec 2 §4 citation dialog: BibTeX and plain style', () => {
  const resource = {
    id: 9,
    slug: 'heart-failure-2026',
    title: 'Heart failure & 100% R_D',
    speakers: [{ firstname: 'Anna', lastname: 'Schmidt' }, { firstname: 'Bo', lastname: 'Li' }, {}],
    datestart: '2026-12-31T23:30:00Z',
  };
  const input = {
    resource,
    congressTitle: 'ESC Congress 2026',
    url: 'https://portal.example/esc/crs/heart-failure-2026',
  };

  it('writes a BibTeX @misc entry with escaped specials; the year is taken in the project zone (Berlin: 2027)', () => {
    expect(citation(input, 'bibtex')).toBe(
      [
        '@misc{heart-failure-2026,',
        '  author = {Schmidt, Anna and Li, Bo},',
        '  title = {Heart failure \\& 100\\% R\\_D},',
        '  howpublished = {ESC Congress 2026},',
        '  year = {2027},',
        '  url = {https://portal.example/esc/crs/heart-failure-2026}',
        '}',
      ].join('\n'),
    );
  });

  it('writes a plain citation', () => {
    expect(citation({ ...input, timezone: 'UTC' }, 'plain')).toBe(
      'Schmidt A, Li B. Heart failure & 100% R_D. ESC Congress 2026, 2026. https://portal.example/esc/crs/heart-failure-2026',
    );
  });

  it('leaves out missing parts and never throws on malformed data', () => {
    expect(citation({ resource: { title: 'Only title', datestart: 'bad' } }, 'plain')).toBe('Only title');
    expect(citation({ resource: null }, 'bibtex')).toBe('@misc{resource,\n\n}');
    expect(citation(null as never, 'plain')).toBe('');
  });
});

describe('spec 3 §9 image renditions: xs 576 w up to 567 px, sm 768 w up to 767 px, md 1024 w up to 1023 px', () => {
  it('builds src, srcset, sizes and <picture> sources from all four asset names', () => {
    expect(imageSources({ default: 'd.jpg', md: 'md.jpg', sm: 'sm.jpg', xs: 'xs.jpg' })).toEqual({
      src: 'd.jpg',
      srcset: 'xs.jpg 576w, sm.jpg 768w, md.jpg 1024w, d.jpg 1920w',
      sizes: '(max-width: 567px) 576px, (max-width: 767px) 768px, (max-width: 1023px) 1024px, 100vw',
      sources: [
        { media: '(max-width: 567px)', srcset: 'xs.jpg' },
        { media: '(max-width: 767px)', srcset: 'sm.jpg' },
        { media: '(max-width: 1023px)', srcset: 'md.jpg' },
      ],
    });
  });

  it('skips missing or blank renditions and falls back to the largest present for src', () => {
    const r = imageSources({ sm: 'sm.jpg', xs: '  ', md: null });
    expect(r.src).toBe('sm.jpg');
    expect(r.srcset).toBe('sm.jpg 768w');
    expect(r.sources).toEqual([{ media: '(max-width: 767px)', srcset: 'sm.jpg' }]);
  });

  it('gives an empty result for no assets', () => {
    expect(imageSources(null)).toEqual({ src: null, srcset: '', sizes: '100vw', sources: [] });
  });
});
