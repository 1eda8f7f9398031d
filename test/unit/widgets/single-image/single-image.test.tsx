import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import definition from '../../../../src/widgets/single-image/index';
import { buildPictureSources, resolveAsset } from '../../../../src/widgets/single-image/sources';
import { imageFit } from '../../../../src/widgets/single-image/settings';
import { widgetContext } from '../widget-context';

const { Component } = definition;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const assets = {
  teaser: '/api/assets/file/teaser.png',
  'teaser-md': 'https://cdn.org/md.png',
  'teaser-sm': 'https://cdn.org/sm.png',
  'teaser-xs': 'https://cdn.org/xs.png',
};
const context = (get = async () => ({ data: assets })) => widgetContext({ get, messages: definition.messages });
const settings = (over: Record<string, unknown> = {}) => ({
  ...definition.defaults,
  heading: 'DMC 2026',
  assetnames: { default: 'teaser', md: 'teaser-md', sm: 'teaser-sm', xs: 'teaser-xs' },
  ...over,
});

describe('single-image widget: renditions of spec 3 §9 (xs up to 567 px, sm up to 767 px, md up to 1023 px)', () => {
  it('builds <source> media queries narrowest first and resolves names through the asset map against the API origin', () => {
    expect(
      buildPictureSources(
        { default: 'teaser', md: 'teaser-md', sm: 'teaser-sm', xs: 'teaser-xs' },
        assets,
        'http://api.example.org/api',
      ),
    ).toMatchObject({
      src: 'http://api.example.org/api/assets/file/teaser.png',
      sources: [
        { media: '(max-width: 567px)', srcset: 'https://cdn.org/xs.png' },
        { media: '(max-width: 767px)', srcset: 'https://cdn.org/sm.png' },
        { media: '(max-width: 1023px)', srcset: 'https://cdn.org/md.png' },
      ],
    });
  });

  it.each([
    ['a name from the asset map', 'teaser-md', 'https://cdn.org/md.png'],
    ['an absolute URL used as is', 'https://x.org/a.png', 'https://x.org/a.png'],
    ['an unknown name', 'nope', null],
    ['a blank name', '  ', null],
    ['a number', 5, null],
  ])('resolveAsset: %s', (_title, name, expected) => {
    expect(resolveAsset(name, assets)).toBe(expected);
  });

  it('renders a picture whose alt comes from the heading, asking GET assets?client=', async () => {
    const ctx = context();
    const { container } = render(<Component settings={settings()} context={ctx} />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(ctx.api.get).toHaveBeenCalledWith('assets', { client: 'demo' });
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('DMC 2026');
    expect(container.querySelectorAll('source')).toHaveLength(3);
    expect(container.querySelector('figcaption')?.textContent).toBe('DMC 2026');
  });

  it('an external link opens in a new tab with rel noopener and says so to screen readers', async () => {
    const { container } = render(
      <Component settings={settings({ assetlink: 'https://sponsor.org', external: true })} context={context()} />,
    );
    await waitFor(() => expect(container.querySelector('a')).not.toBeNull());
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('an internal link stays in the tab; a linked image without heading still has a name', async () => {
    const { container } = render(
      <Component settings={settings({ heading: '', assetlink: '/programme' })} context={context()} />,
    );
    await waitFor(() => expect(container.querySelector('a')).not.toBeNull());
    expect(container.querySelector('a')!.hasAttribute('target')).toBe(false);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('Open the linked page');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed case with a leading control character', '\u0001JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
  ])(
    'ARCHITECTURE Links and URLs: an assetlink with %s renders the image and heading without a link',
    async (_label, assetlink) => {
      const { container } = render(<Component settings={settings({ assetlink })} context={context()} />);
      await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
      expect(container.querySelector('a')).toBeNull();
      expect(container.querySelector('figcaption')?.textContent).toBe('DMC 2026');
    },
  );

  it('ARCHITECTURE Links and URLs: image URLs from the asset map that the gate refuses are not used', () => {
    const hostile = {
      ...assets,
      teaser: 'javascript:alert(1)',
      'teaser-md': 'data:image/svg+xml,<svg onload=alert(1)>',
    };
    expect(resolveAsset('teaser', hostile)).toBeNull();
    expect(buildPictureSources({ default: 'teaser', md: 'teaser-md', sm: 'teaser-sm' }, hostile)).toMatchObject({
      src: 'https://cdn.org/sm.png',
      sources: [{ media: '(max-width: 767px)', srcset: 'https://cdn.org/sm.png' }],
    });
  });

  it('a failed asset list shows the translated error with a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ data: assets });
    const { container } = render(
      <Component settings={settings()} context={widgetContext({ get, messages: definition.messages })} />,
    );
    await waitFor(() => expect(container.textContent).toContain('Loading failed.'));
    container.querySelector('button')!.click();
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
  });

  it('issue 9 bad input, an image whose asset is missing: one clear warning, nothing rendered (the reserved box stays)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = context();
    const { container } = render(
      <Component settings={settings({ assetnames: { default: 'no-such-asset' } })} context={ctx} />,
    );
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(container.querySelector('img')).toBeNull();
    expect(warn.mock.calls[0][0]).toBe(
      '[CongressPortal] single-image: none of the asset names (default "no-such-asset") resolves to an image in the client\'s asset list; its reserved box stays empty.',
    );
  });

  it('spec 3 §3: complete with its asset names (from the server entry or data-settings alone)', () => {
    expect(definition.settingsRule).toEqual({ required: ['assetnames'] });
  });

  it.each([
    [undefined, 'cover', false],
    ['cover', 'cover', false],
    ['contain', 'contain', true],
    ['fill', 'cover', false],
    [0, 'cover', false],
  ])(
    'issue 9 the picture fills its reserved box: fit %j is %s (centred either way)',
    async (fit, expected, contain) => {
      expect(imageFit(fit)).toBe(expected);
      const { container } = render(<Component settings={settings({ fit })} context={context()} />);
      await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
      expect(container.querySelector('figure')!.classList.contains('is-contain')).toBe(contain);
      expect(definition.styles).toMatch(/\.cp-single-image img \{[^}]*object-fit: cover; object-position: center;/);
    },
  );

  it('issue 9 LCP: the picture is not lazy, and prefetch asks for the asset list and the picture before the first render', async () => {
    const { container } = render(<Component settings={settings()} context={context()} />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')!.getAttribute('loading')).toBeNull();
    const requested: string[] = [];
    // biome-ignore lint/complexity/useArrowFunction: called with new (new Image()), which an arrow cannot be
    vi.spyOn(window, 'Image').mockImplementation(function () {
      return {
        set src(url: string) {
          requested.push(url);
        },
      } as unknown as HTMLImageElement;
    } as unknown as () => HTMLImageElement);
    const ctx = context();
    definition.prefetch!(settings(), { ...ctx, api: { ...ctx.api } });
    await waitFor(() => expect(requested).toEqual(['http://api.example.org/api/assets/file/teaser.png']));
    expect(ctx.api.get).toHaveBeenCalledWith('assets', { client: 'demo' });
  });
});
