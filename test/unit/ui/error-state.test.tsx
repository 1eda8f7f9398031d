import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { ErrorState } from '../../../src/ui/ErrorState';
import { Button } from '../../../src/ui/Button';

afterEach(cleanup);

describe('ui ErrorState and Button', () => {
  it('shows the translated message as an alert, with a retry button only when retry is possible', () => {
    const onRetry = vi.fn();
    const { getByRole, rerender, queryByRole } = render(
      <ErrorState title="Oops" message="Loading failed." onRetry={onRetry} retryLabel="Try again" />,
    );
    expect(getByRole('alert').textContent).toContain('Loading failed.');
    fireEvent.click(getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState message="no widget settings found" />);
    expect(queryByRole('button')).toBeNull();
  });

  it('Button never submits a host form', () => {
    const { getByRole } = render(<Button>Go</Button>);
    expect(getByRole('button').getAttribute('type')).toBe('button');
  });
});
