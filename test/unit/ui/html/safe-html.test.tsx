import { describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { reactRoots } from '../../react-roots';
import { SafeHtml } from '../../../../src/ui/html/SafeHtml';

const roots = reactRoots();

/** A widget that knows its markup while it still shows a skeleton (the webcast teaser waiting for its channels). */
let showContent: () => void = () => undefined;
function LoadingFirst({ html }: { html: string }) {
  const [loading, setLoading] = useState(true);
  showContent = () => setLoading(false);
  return loading ? <p>Loading</p> : <SafeHtml html={html} className="box" />;
}

async function flush(): Promise<void> {
  // DOMPurify arrives by dynamic import where the browser has no setHTML (happy-dom).
  for (let i = 0; i < 20 && !document.querySelector('.box')?.childNodes.length; i++)
    await new Promise((r) => setTimeout(r, 10));
}

describe('SafeHtml (spec 3 §4 teaser htmlEmbed1/2 and every HTML field: sanitized, never lost)', () => {
  it('fills an element that appears after the markup was known (the teaser raced its channels and stayed empty)', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = roots.create(host);
    act(() => root.render(<LoadingFirst html="<p>Welcome to the congress.</p>" />));
    act(() => showContent());
    await act(flush);
    expect(host.querySelector('.box')!.textContent).toBe('Welcome to the congress.');
  });

  // What the sanitizer removes is proven in Chromium (test/e2e/html-sanitize.test.ts): neither engine runs faithfully
  // under happy-dom (DOMPurify there keeps or drops markup at random), so only the text is checked here.
  it('a new markup replaces the old; hidden is passed on', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = roots.create(host);
    act(() => root.render(<SafeHtml html="<b>bold</b>" className="box" />));
    await act(flush);
    const box = host.querySelector('.box')!;
    expect(box.textContent).toBe('bold');
    act(() => root.render(<SafeHtml html="<i>second</i>" className="box" hidden />));
    await act(async () => {
      for (let i = 0; i < 20 && box.textContent !== 'second'; i++) await new Promise((r) => setTimeout(r, 10));
    });
    expect(box.textContent).toBe('second');
    expect((box as HTMLElement).hidden).toBe(true);
  });
});
