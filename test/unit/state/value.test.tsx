import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createValue, useValue } from '../../../src/state/value';

afterEach(cleanup);

describe('a value with subscribers (the mount state and the shared filter, without signals)', () => {
  it('tells its subscribers about each change, not about a write of the same value, and stops after unsubscribe', () => {
    const v = createValue(1);
    const listener = vi.fn();
    const off = v.subscribe(listener);
    v.value = 2;
    v.value = 2;
    expect(v.value).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    v.value = 3;
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('useValue re-renders the component that reads it', () => {
    const v = createValue('a');
    let renders = 0;
    function Show() {
      renders += 1;
      return <b>{useValue(v)}</b>;
    }
    const { container } = render(<Show />);
    expect(container.textContent).toBe('a');
    act(() => {
      v.value = 'b';
    });
    expect(container.textContent).toBe('b');
    expect(renders).toBe(2);
  });
});
