import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import definition from '../../../../src/widgets/html-text/index';
import { extractScripts } from '../../../../src/widgets/html-text/extract-scripts';
import { widgetContext } from '../widget-context';

// happy-dom has no Sanitizer API and DOMPurify does nothing under it (it keeps <script> and handlers), so these
// component tests replace the sanitizer by a stand-in that only strips scripts; both real engines are proven in
// Chromium on the same hostile inputs (test/e2e/html-sanitize.test.ts), the engine choice in sanitize.test.ts.
vi.mock('../../../../src/ui/html/sanitize', () => ({
  sanitizeInto: (el: Element, html: string) => {
    el.innerHTML = html.replace(/<script[\s\S]*?<\/script>/g, '');
  },
  preloadSanitizer: () => undefined,
}));

// happy-dom does not load scripts; treat the injected <script src> as loaded instead of logging errors.
(window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
  .happyDOM!.settings.handleDisabledFileLoadingAsSuccess = true;

const { Component } = definition;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('html-text widget: settings { html, customClasses }, sanitized HTML, whitelisted scripts', () => {
  it('renders the HTML with its custom classes', () => {
    const { container } = render(
      <Component
        settings={{
          html: '<h2>Welcome</h2><p>Hi <a href="https://x.org" target="_blank">x</a></p>',
          customClasses: 'boxed highlight',
          filterSourceId: '',
        }}
        context={widgetContext()}
      />,
    );
    const root = container.querySelector('.cp-html-text')!;
    expect(root.className).toBe('cp-html-text boxed highlight');
    expect(root.querySelector('h2')?.textContent).toBe('Welcome');
    expect(root.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('finds script sources without running them', () => {
    expect(extractScripts('<p>x</p><script src="https://a.org/x.js"></script><script>1</script>')).toEqual({
      sources: ['https://a.org/x.js'],
      inlineCount: 1,
    });
  });

  it('spec 3 §5: runs whitelisted and built-in social scripts as <script src> with the nonce; blocks and logs others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html =
      '<p>x</p><script src="https://cdn.example.org/embed.js/"></script><script src="https://platform.twitter.com/widgets.js"></script>' +
      '<script src="https://evil.example.com/x.js"></script><script>alert(1)</script>';
    const { container } = render(
      <Component
        settings={{ html, customClasses: '', filterSourceId: '' }}
        context={widgetContext({ config: { whitelistUrls: ['https://cdn.example.org/embed.js'] }, nonce: 'n0nce' })}
      />,
    );
    const scripts = [...container.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([
      'https://cdn.example.org/embed.js/',
      'https://platform.twitter.com/widgets.js',
    ]);
    expect(scripts.every((s) => s.nonce === 'n0nce' && s.textContent === '')).toBe(true);
    const logged = warn.mock.calls.flat().join('\n');
    expect(logged).toContain('blocked the embedded script https://evil.example.com/x.js');
    expect(logged).toContain('blocked 1 inline script');
  });

  it('removes the injected scripts on unmount', () => {
    const { container, unmount } = render(
      <Component
        settings={{
          html: '<script src="https://www.instagram.com/embed.js"></script>',
          customClasses: '',
          filterSourceId: '',
        }}
        context={widgetContext()}
      />,
    );
    const script = container.querySelector('script')!;
    unmount();
    expect(script.isConnected).toBe(false);
  });

  it('runs from data-settings alone: its html makes it complete (no server entry required)', () => {
    expect(definition.settingsRule).toEqual({ required: ['html'] });
    expect(definition.name).toBe('html-text');
  });
});
