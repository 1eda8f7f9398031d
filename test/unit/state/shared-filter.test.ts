import { describe, expect, it, vi } from 'vitest';
import { createSharedFilterStore } from '../../../src/state/shared-filter';
import type { HostChannel, SharedFilter } from '../../../src/core/host-messages/channel';

describe('shared filter store (a value kept in step with the host channel)', () => {
  function fakeHost() {
    const listeners = new Set<(f: SharedFilter) => void>();
    const host: HostChannel = {
      emit: vi.fn(),
      onFilter: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      shareFilter: vi.fn(),
    };
    return { host, listeners, deliver: (f: SharedFilter) => listeners.forEach((l) => l(f)) };
  }

  it('follows messages for its sourceId only, shares its own choice, and stops listening on dispose', () => {
    const { host, listeners, deliver } = fakeHost();
    const store = createSharedFilterStore(host, 'topic');
    deliver({ sourceId: 'topic', filterValue: 'Cardiology', add: false });
    deliver({ sourceId: 'day', filterValue: 'Tue', add: false });
    expect(store.selected.value).toEqual(['Cardiology']);
    store.share('Oncology', true);
    expect(store.selected.value).toEqual(['Cardiology', 'Oncology']);
    expect(host.shareFilter).toHaveBeenCalledWith({ sourceId: 'topic', filterValue: 'Oncology', add: true });
    store.share(null);
    expect(store.selected.value).toEqual([]);
    store.dispose();
    expect(listeners.size).toBe(0);
  });
});
