import { describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { reactRoots } from '../react-roots';
import { Dialog } from '../../../src/ui/Dialog';
import { deepActiveElement, nextTrapTarget } from '../../../src/ui/focus';

const roots = reactRoots();

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const shadow = (document.querySelector('#host') as HTMLElement).shadowRoot!;
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Session details"
        closeLabel="Close"
        container={shadow}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <a href="#a" id="first-link">
          Agenda
        </a>
        <button type="button" id="last">
          Add to calendar
        </button>
      </Dialog>
    </>
  );
}

/** Renders the harness inside a shadow root, as the runtime does. */
function mountInShadow(onClose?: () => void) {
  const host = document.createElement('div');
  host.id = 'host';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  act(() => {
    const root = roots.create(container);
    root.render(<Harness onClose={onClose} />);
  });
  return shadow;
}

const key = (target: Element, keyName: string, shiftKey = false) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, shiftKey, bubbles: true, composed: true }));
  });

describe('ui Dialog inside a shadow root (ARCHITECTURE.md shadow-root checklist)', () => {
  it('is a labelled modal dialog rendered inside the shadow root in a high z-index layer', () => {
    const shadow = mountInShadow();
    act(() => (shadow.querySelector('#opener') as HTMLButtonElement).click());
    const dialog = shadow.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Session details');
    expect(dialog.parentElement?.className).toBe('cp-layer');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('moves focus into the dialog and traps Tab / Shift+Tab using the real active element in the shadow root', () => {
    const shadow = mountInShadow();
    const opener = shadow.querySelector('#opener') as HTMLButtonElement;
    opener.focus();
    act(() => opener.click());
    const dialog = shadow.querySelector('[role="dialog"]')!;
    const close = dialog.querySelector('button[aria-label="Close"]')!;
    expect(deepActiveElement()).toBe(close);
    (shadow.querySelector('#last') as HTMLElement).focus();
    key(dialog, 'Tab');
    expect(deepActiveElement()).toBe(close); // wrapped from the last to the first
    key(dialog, 'Tab', true);
    expect(deepActiveElement()?.id).toBe('last'); // and back
  });

  it('Esc closes and focus returns to the opener', () => {
    const onClose = vi.fn();
    const shadow = mountInShadow(onClose);
    const opener = shadow.querySelector('#opener') as HTMLButtonElement;
    opener.focus();
    act(() => opener.click());
    key(shadow.querySelector('[role="dialog"]')!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
  });

  it('a pointer-down outside the panel (by composedPath) closes; inside does not', () => {
    const onClose = vi.fn();
    const shadow = mountInShadow(onClose);
    act(() => (shadow.querySelector('#opener') as HTMLButtonElement).click());
    act(() => {
      shadow.querySelector('#last')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      shadow
        .querySelector('.cp-layer')!
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('focus trap order', () => {
  const a = document.createElement('button');
  const b = document.createElement('button');
  const c = document.createElement('button');
  it.each([
    ['forward from the middle', b, false, c],
    ['forward wraps at the end', c, false, a],
    ['backward wraps at the start', a, true, c],
    ['from outside forward goes to the first', null, false, a],
    ['from outside backward goes to the last', null, true, c],
  ])('%s', (_title, active, backwards, expected) => {
    expect(nextTrapTarget([a, b, c], active, backwards)).toBe(expected);
  });

  it('returns null when nothing is focusable', () => {
    expect(nextTrapTarget([], null, false)).toBeNull();
  });
});
