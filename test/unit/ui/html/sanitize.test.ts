/**
 * Which engine sanitizes (issue 8 item 9): the browser's Sanitizer API where it exists, with the widget's
 * policy and nothing downloaded; DOMPurify, imported on first use, where it does not. What each engine lets
 * through is proven in Chromium (test/e2e/html-sanitize.test.ts): neither runs under happy-dom.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const purifyHtml = vi.hoisted(() => vi.fn((html: string) => `<p>purified:${html.length}</p>`));
vi.mock('../../../../src/ui/html/purify', () => ({ purifyHtml }));

type Sanitize = typeof import('../../../../src/ui/html/sanitize');
const load = async (): Promise<Sanitize> => import('../../../../src/ui/html/sanitize');

class FakeSanitizer {
  static last: FakeSanitizer | undefined;
  elements: Array<{ name: string; attributes: string[] }> = [];
  attributes: string[] = [];
  dataAttributes = false;
  constructor() {
    FakeSanitizer.last = this;
  }
  allowElement(element: { name: string; attributes: string[] }) {
    this.elements.push(element);
  }
  allowAttribute(name: string) {
    this.attributes.push(name);
  }
  setDataAttributes(allow: boolean) {
    this.dataAttributes = allow;
  }
}

beforeEach(() => {
  vi.resetModules();
  purifyHtml.mockClear();
});
afterEach(() => {
  delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe('html-text sanitizing: the engine', () => {
  it("uses the browser's setHTML with the widget's policy, synchronously, and never loads DOMPurify", async () => {
    const setHTML = vi.fn(function (this: Element, html: string) {
      this.textContent = `native:${html}`;
    });
    (globalThis as { Sanitizer?: unknown }).Sanitizer = FakeSanitizer;
    (Element.prototype as { setHTML?: unknown }).setHTML = setHTML;
    const { sanitizeInto, preloadSanitizer, hasNativeSanitizer } = await load();
    const el = document.createElement('div');
    expect(preloadSanitizer()).toBeUndefined();
    expect(sanitizeInto(el, '<p>x</p>')).toBeUndefined();
    expect(el.textContent).toBe('native:<p>x</p>');
    expect(hasNativeSanitizer()).toBe(true);
    const policy = FakeSanitizer.last!;
    expect(setHTML).toHaveBeenCalledWith('<p>x</p>', { sanitizer: policy });
    expect(policy.elements).toContainEqual({ name: 'a', attributes: ['href', 'hreflang', 'type', 'target', 'rel'] });
    expect(policy.elements.map((e) => e.name)).toEqual(expect.arrayContaining(['img', 'button', 'details', 'summary']));
    expect(policy.elements.map((e) => e.name)).not.toEqual(expect.arrayContaining(['style']));
    expect(policy.attributes).toEqual(expect.arrayContaining(['class', 'id', 'aria-pressed']));
    expect(policy.dataAttributes).toBe(true);
    expect(purifyHtml).not.toHaveBeenCalled();
  });

  it.each([
    ['vbscript:x', null],
    ['data:text/html,x', null],
    [' JaVa\tScRiPt:x', null],
    ['blob:https://a/b', null],
    ['https://example.org/a', 'https://example.org/a'],
    ['mailto:a@b.org', 'mailto:a@b.org'],
    ['/talks/1', '/talks/1'],
    ['#top', '#top'],
  ])('after setHTML, a link to %s is %s (the browser itself drops javascript: only)', async (href, kept) => {
    (globalThis as { Sanitizer?: unknown }).Sanitizer = FakeSanitizer;
    (Element.prototype as { setHTML?: unknown }).setHTML = function (this: Element, html: string) {
      this.innerHTML = html;
    };
    const { sanitizeInto } = await load();
    const el = document.createElement('div');
    const a = document.createElement('a');
    a.setAttribute('href', href);
    a.textContent = 'link';
    sanitizeInto(el, a.outerHTML);
    expect(el.querySelector('a')!.getAttribute('href')).toBe(kept);
    expect(el.textContent).toBe('link');
  });

  it('builds the policy once for every widget on the page', async () => {
    (globalThis as { Sanitizer?: unknown }).Sanitizer = FakeSanitizer;
    (Element.prototype as { setHTML?: unknown }).setHTML = vi.fn();
    const { sanitizeInto } = await load();
    sanitizeInto(document.createElement('div'), 'a');
    const first = FakeSanitizer.last;
    sanitizeInto(document.createElement('div'), 'b');
    expect(FakeSanitizer.last).toBe(first);
  });

  it.each([
    ['no Sanitizer API at all', false],
    ['a Sanitizer constructor without Element.setHTML', true],
  ])('with %s it imports DOMPurify on first use and writes its output once loaded', async (_case, constructorOnly) => {
    if (constructorOnly) (globalThis as { Sanitizer?: unknown }).Sanitizer = FakeSanitizer;
    const { sanitizeInto, hasNativeSanitizer } = await load();
    expect(hasNativeSanitizer()).toBe(false);
    const el = document.createElement('div');
    el.textContent = 'before';
    const done = sanitizeInto(el, '<b>hello</b>');
    expect(done).toBeInstanceOf(Promise);
    await done;
    expect(el.innerHTML).toBe('<p>purified:12</p>');
    expect(purifyHtml).toHaveBeenCalledWith('<b>hello</b>');
  });

  it('preloadSanitizer starts the DOMPurify download where the browser has no sanitizer', async () => {
    const { preloadSanitizer } = await load();
    const loading = preloadSanitizer();
    expect(loading).toBeInstanceOf(Promise);
    expect(await loading).toHaveProperty('purifyHtml', purifyHtml);
  });

  it('writes nothing for settings that are not a string', async () => {
    const { sanitizeInto } = await load();
    const el = document.createElement('div');
    el.textContent = 'old';
    await sanitizeInto(el, { html: 1 });
    expect(el.innerHTML).toBe('<p>purified:0</p>');
  });
});
