import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { LazyDialogButton } from '../../../src/ui/LazyDialogButton';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type NoteProps = { note: string; onClose(): void };
function NoteDialog({ note, onClose }: NoteProps) {
  return (
    <div role="dialog" aria-label="Note">
      {note}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

const button = (load: () => Promise<{ default: typeof NoteDialog }>) =>
  render(
    <LazyDialogButton<NoteProps> className="tt-button" label="Show the note" load={load} props={{ note: 'Hello' }} />,
  );

describe('ui LazyDialogButton: a dialog in a lazy chunk, fetched on the first click', () => {
  it('only the button until the click, then the loaded dialog with its props; closing removes it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: NoteDialog }));
    const { getByRole, queryByRole } = button(load);
    const opener = getByRole('button', { name: 'Show the note' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.className).toBe('tt-button');
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(opener);
    await waitFor(() => expect(getByRole('dialog', { name: 'Note' }).textContent).toContain('Hello'));
    fireEvent.click(getByRole('button', { name: 'Close' }));
    expect(queryByRole('dialog')).toBeNull();
  });

  it('a chunk that cannot be loaded: one warning naming the dialog by its button; no dialog opens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('chunk failed');
    const { getByRole, queryByRole } = button(() => Promise.reject(failure));
    fireEvent.click(getByRole('button', { name: 'Show the note' }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('[CongressPortal] the "Show the note" dialog could not be loaded', failure);
    expect(queryByRole('dialog')).toBeNull();
    expect(getByRole('button', { name: 'Show the note' })).toBeTruthy();
  });
});
