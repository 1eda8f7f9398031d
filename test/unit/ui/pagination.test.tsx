import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Pagination } from '../../../src/ui/Pagination';

afterEach(cleanup);

const props = (page: number, pages: number, onSelect = vi.fn()) => ({
  page,
  pages,
  label: 'Pages',
  pageLabel: (n: number) => `Page ${n}`,
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  hrefFor: (n: number) => `/library?page=${n}`,
  onSelect,
});

describe('spec 2 §2, §9 pagination through the page query: range 3, first and last always, ellipses', () => {
  it('renders real links with the current page marked, ellipses hidden from assistive technology', () => {
    const { container, getByRole } = render(<Pagination {...props(36, 71)} />);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['‹', '1', '…', '35', '36', '37', '…', '71', '›']);
    expect(getByRole('link', { name: 'Page 36' }).getAttribute('aria-current')).toBe('page');
    expect(getByRole('link', { name: 'Page 71' }).getAttribute('href')).toBe('/library?page=71');
    expect(container.querySelector('.cp-pagination__gap')!.getAttribute('aria-hidden')).toBe('true');
    expect(getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });
  it('a plain click selects through the router; a modified click is left to the browser (new tab)', () => {
    const onSelect = vi.fn();
    const { getByRole } = render(<Pagination {...props(1, 3, onSelect)} />);
    fireEvent.click(getByRole('link', { name: 'Page 2' }));
    expect(onSelect).toHaveBeenCalledWith(2);
    fireEvent.click(getByRole('link', { name: 'Next page' }), { ctrlKey: true });
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
  it('no previous link on page 1, no next link on the last page, nothing at all for one page', () => {
    const first = render(<Pagination {...props(1, 3)} />);
    expect(first.queryByRole('link', { name: 'Previous page' })).toBeNull();
    cleanup();
    const last = render(<Pagination {...props(3, 3)} />);
    expect(last.queryByRole('link', { name: 'Next page' })).toBeNull();
    cleanup();
    expect(render(<Pagination {...props(1, 1)} />).container.innerHTML).toBe('');
  });
});
