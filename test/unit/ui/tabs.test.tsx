import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Tabs } from '../../../src/ui/Tabs';

afterEach(cleanup);

const tabs = [
  { id: 'mon', label: 'Monday', content: <p>Mon</p> },
  { id: 'tue', label: 'Tuesday', content: <p>Tue</p> },
  { id: 'wed', label: 'Wednesday', content: <p>Wed</p> },
];

describe('ui Tabs: roving tabindex and arrow keys (WAI-ARIA tabs pattern)', () => {
  it('only the selected tab is in the tab order and its panel is shown', () => {
    const { getAllByRole, getByRole } = render(<Tabs tabs={tabs} label="Days" />);
    expect(getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(getByRole('tablist').getAttribute('aria-label')).toBe('Days');
    expect(getByRole('tabpanel').textContent).toBe('Mon');
  });

  it.each([
    ['ArrowRight moves to the next tab', 0, 'ArrowRight', 'Tuesday'],
    ['ArrowRight wraps to the first', 2, 'ArrowRight', 'Monday'],
    ['ArrowLeft wraps to the last', 0, 'ArrowLeft', 'Wednesday'],
    ['End goes to the last', 0, 'End', 'Wednesday'],
    ['Home goes to the first', 2, 'Home', 'Monday'],
  ])('%s', (_title, start, keyName, expected) => {
    const { getAllByRole } = render(<Tabs tabs={tabs} label="Days" />);
    fireEvent.click(getAllByRole('tab')[start]);
    fireEvent.keyDown(getAllByRole('tab')[start], { key: keyName });
    const selected = getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')!;
    expect(selected.textContent).toBe(expected);
    expect(selected.tabIndex).toBe(0);
    expect(document.activeElement).toBe(selected);
  });
});
