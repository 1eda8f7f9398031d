import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Thumbnail } from '../../../src/ui/library/ItemViews';

afterEach(cleanup);

const assets = { 'fallback-eposter': 'https://cdn.example.org/placeholder-poster.svg' };

describe('spec 2 §4 "Poster can toggle to a placeholder poster"; spec 2 §8 thumbnail fallback', () => {
  it("a poster whose image fails shows the client's placeholder poster; when that fails too, an empty box (no broken image)", () => {
    const { container } = render(
      <Thumbnail
        item={{ id: 1, crtype: 'eposter', thumbnail: { url: 'https://cdn.example.org/poster.png' } }}
        clientAssets={assets}
      />,
    );
    const img = () => container.querySelector('img');
    expect(img()!.getAttribute('src')).toBe('https://cdn.example.org/poster.png');
    fireEvent.error(img()!);
    expect(img()!.getAttribute('src')).toBe('https://cdn.example.org/placeholder-poster.svg');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(container.querySelector('.cp-card__image')!.getAttribute('aria-hidden')).toBe('true');
  });
  it('a poster without an image starts on the placeholder; a hostile image URL is never used', () => {
    const { container } = render(
      <Thumbnail
        item={{ id: 2, crtype: 'ePoster', thumbnail: { url: 'javascript:alert(1)' } }}
        clientAssets={assets}
      />,
    );
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.org/placeholder-poster.svg');
  });
});
