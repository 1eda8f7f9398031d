import { describe, expect, it, vi } from 'vitest';
import { mergeSettings } from '../../../src/embed/settings';
import { onColor, parseHexColor, themeCss } from '../../../src/embed/theme';
import { createClock, parseFakeNow } from '../../../src/embed/now';
import { loadWidget, isChunkTimeoutError } from '../../../src/embed/load-widget';
import { applyStyles } from '../../../src/embed/styles';
import { describeElement } from '../../../src/embed/describe-element';
import type { ClientConfig } from '../../../src/core/types';

describe('settings merge: defaults ← server settings ← options.settings', () => {
  it.each([
    ['later layers win', [{ a: 1, b: 1 }, { b: 2 }, { b: 3, c: 3 }], { a: 1, b: 3, c: 3 }],
    [
      'nested objects merge one level deep',
      [{ assetnames: { default: 'a', md: 'b' } }, { assetnames: { default: 'x' } }],
      { assetnames: { default: 'x', md: 'b' } },
    ],
    ['undefined does not erase a value', [{ a: 1 }, { a: undefined }], { a: 1 }],
    ['null does replace a value', [{ a: 1 }, { a: null }], { a: null }],
    ['non-object layers are skipped', [{ a: 1 }, null, 'x', [1, 2], { b: 2 }], { a: 1, b: 2 }],
  ])('%s', (_title, [defaults, ...layers], expected) => {
    expect(mergeSettings(defaults as Record<string, unknown>, ...layers)).toEqual(expected);
  });
});

describe('theming: client branding as custom properties on :host (docs/theming.md)', () => {
  it.each([
    ['#0b5cad', [11, 92, 173]],
    ['#FFF', [255, 255, 255]],
    ['0b5cad', [11, 92, 173]],
    ['red', null],
    [null, null],
    ['#12345', null],
  ])('parseHexColor(%s)', (input, expected) => {
    expect(parseHexColor(input)).toEqual(expected);
  });

  it.each([
    [[255, 255, 0], '#111111'],
    [[11, 92, 173], '#ffffff'],
    [[0, 0, 0], '#ffffff'],
  ] as const)('text on %j is %s (higher contrast)', (rgb, expected) => {
    expect(onColor([...rgb] as [number, number, number])).toBe(expected);
  });

  it('declares brand properties from theme_color and an absolute logo; falls back to the default colour', () => {
    expect(
      themeCss({
        theme_color: '#aa0000',
        clientAssets: { logo: 'https://cdn.org/logo.svg' },
      } as unknown as ClientConfig),
    ).toBe(
      ':host { --cp-brand-primary: #aa0000; --cp-brand-on-primary: #ffffff; --cp-brand-logo: url("https://cdn.org/logo.svg"); }',
    );
    expect(themeCss(null)).toContain('--cp-brand-primary: #0b5cad;');
    expect(
      themeCss({ theme_color: 'url(x)', clientAssets: { logo: 'logo-name' } } as unknown as ClientConfig),
    ).not.toContain('logo');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    ' \u0001JaVaScRiPt://x',
    '/relative/logo.svg',
  ])(
    'ARCHITECTURE Links and URLs: a logo %j (refused by the gate, or relative to the host page) declares no logo',
    (logo) => {
      expect(themeCss({ clientAssets: { logo } } as unknown as ClientConfig)).not.toContain('--cp-brand-logo');
    },
  );
});

describe('fakenow clock (docs/api.md: ?fakenow= overrides the clock)', () => {
  it.each([
    ['1767225600000', 1767225600000],
    ['2026-03-04T09:00:00+01:00', Date.UTC(2026, 2, 4, 8)],
    ['bad', null],
    ['', null],
    [null, null],
  ])('parseFakeNow(%s)', (input, expected) => {
    expect(parseFakeNow(input)).toBe(expected);
  });

  it('moves on from the fake instant with real elapsed time', () => {
    let real = 1_000;
    const clock = createClock('?fakenow=5000', () => real);
    real += 250;
    expect(clock()).toBe(5_250);
    expect(createClock('', () => 42)()).toBe(42);
  });
});

describe('widget chunk loading (spec 1 §8: 55 s chunk timeout)', () => {
  const definition = { default: { Component: () => null } };
  it('a retry imports the CDN URL with a retry query, because browsers cache a failed module import', async () => {
    const importUrl = vi.fn(async () => definition);
    await loadWidget({
      widget: 'html-text',
      loader: vi.fn(),
      attempt: 2,
      cdnBase: 'http://x/cdn/',
      importUrl,
    } as never);
    expect(importUrl).toHaveBeenCalledWith('http://x/cdn/widgets/html-text.js?retry=2');
  });

  it('times out with a ChunkTimeoutError', async () => {
    const error = await loadWidget({
      widget: 'x',
      loader: () => new Promise(() => undefined),
      attempt: 0,
      timeoutMs: 5,
    }).catch((e: unknown) => e);
    expect(isChunkTimeoutError(error)).toBe(true);
  });

  it('rejects a chunk without a WidgetDefinition default export', async () => {
    await expect(loadWidget({ widget: 'x', loader: async () => ({}) as never, attempt: 0 })).rejects.toThrow(
      'does not default-export a WidgetDefinition',
    );
  });
});

describe('styles: fallback <style> elements carry the nonce', () => {
  it('uses <style nonce> when adoptedStyleSheets are missing', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined, configurable: true });
    delete (root as unknown as Record<string, unknown>).adoptedStyleSheets;
    const fake = {
      firstChild: null as Node | null,
      styles: [] as HTMLStyleElement[],
      querySelectorAll: () => [],
      insertBefore(el: HTMLStyleElement) {
        this.styles.push(el);
        return el;
      },
    };
    applyStyles(fake as unknown as ShadowRoot, ['a { color: red }', ' '], 'abc');
    expect(fake.styles.map((s) => [s.nonce, s.textContent])).toEqual([['abc', 'a { color: red }']]);
  });
});

describe('console messages name the element', () => {
  it('describes the mount attributes', () => {
    const el = document.createElement('section');
    el.id = 'x';
    el.setAttribute('data-congress-widget', 'foo');
    el.setAttribute('data-congress-portal', '');
    expect(describeElement(el)).toBe('<section id="x" data-congress-widget="foo" data-congress-portal>');
  });
});
