import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import definition from '../../../../src/widgets/html-text/index';
import { applySelection } from '../../../../src/widgets/html-text/shared-filter';
import type { SharedFilter } from '../../../../src/core/host-messages/channel';
import { widgetContext } from '../widget-context';

vi.mock('../../../../src/ui/html/sanitize', () => ({
  sanitizeInto: (el: Element, html: string) => {
    el.innerHTML = html;
  },
  preloadSanitizer: () => undefined,
}));
afterEach(cleanup);

describe('spec 3 §2 Widget mode: the shared filter in an HTML text', () => {
  it('shows only the marked blocks of the selected values and marks the share buttons', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<button data-share-filter="A"></button><p data-filter-value="A"></p><p data-filter-value="B"></p><p>always</p>';
    applySelection(div, ['A']);
    expect([...div.querySelectorAll('p')].map((p) => p.hidden)).toEqual([false, true, false]);
    expect(div.querySelector('button')!.getAttribute('aria-pressed')).toBe('true');
    applySelection(div, []);
    expect([...div.querySelectorAll('p')].map((p) => p.hidden)).toEqual([false, false, false]);
  });

  it('a click on a share button shares the filter with the page; a filter from the host updates the blocks', async () => {
    const context = widgetContext();
    let deliver: (f: SharedFilter) => void = () => undefined;
    context.host.onFilter = vi.fn((listener) => {
      deliver = listener;
      return () => undefined;
    });
    const html =
      '<button type="button" data-share-filter="Cardiology">Cardiology</button><p data-filter-value="Cardiology">c</p><p data-filter-value="Oncology">o</p>';
    const { container } = render(
      <definition.Component settings={{ html, customClasses: '', filterSourceId: 'topic' }} context={context} />,
    );
    // The filter's code is a lazy chunk: the share buttons are marked once it has come.
    await waitFor(() => expect(container.querySelector('button')!.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(container.querySelector('button')!);
    expect(context.host.shareFilter).toHaveBeenCalledWith({ sourceId: 'topic', filterValue: 'Cardiology', add: false });
    expect([...container.querySelectorAll('p')].map((p) => p.hidden)).toEqual([false, true]);
    act(() => deliver({ sourceId: 'topic', filterValue: 'Oncology', add: false }));
    expect([...container.querySelectorAll('p')].map((p) => p.hidden)).toEqual([true, false]);
    act(() => deliver({ sourceId: 'other', filterValue: 'Cardiology', add: false }));
    expect([...container.querySelectorAll('p')].map((p) => p.hidden)).toEqual([true, false]);
    act(() => deliver({ sourceId: 'topic', filterValue: null, add: false }));
    expect([...container.querySelectorAll('p')].map((p) => p.hidden)).toEqual([false, false]);
  });

  it('a click before the filter chunk has come is shared once it has, and the link does not navigate', async () => {
    const context = widgetContext();
    context.host.onFilter = vi.fn(() => () => undefined);
    const html =
      '<a href="#elsewhere" data-share-filter="Oncology">Oncology</a><p data-filter-value="Cardiology">c</p>';
    const { container } = render(
      <definition.Component settings={{ html, customClasses: '', filterSourceId: 'topic' }} context={context} />,
    );
    const link = container.querySelector('a')!;
    expect(fireEvent.click(link)).toBe(false); // default prevented
    await waitFor(() =>
      expect(context.host.shareFilter).toHaveBeenCalledWith({ sourceId: 'topic', filterValue: 'Oncology', add: false }),
    );
    await waitFor(() => expect(container.querySelector('p')!.hidden).toBe(true));
  });
});
