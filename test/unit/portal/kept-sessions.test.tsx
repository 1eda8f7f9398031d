import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { PortalCtx } from '../../../src/portal/app-context';
import type { PortalContext } from '../../../src/contract/portal';
import { programmeKey } from '../../../src/core/offline/programme-cache';
import { createProgrammeStore } from '../../../src/state/programme-cache';
import { useKeptSessions } from '../../../src/portal/social/use-kept-sessions';

const api = { base: 'http://api', client: 'demo' };

// One IndexedDB for the file, as the page has one: the hook opens the page's own, once.
beforeAll(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

function Kept({ active, projects }: { active: boolean; projects: string[] }) {
  const kept = useKeptSessions(active, projects);
  return <output data-saved={kept.savedAt ?? ''}>{Object.keys(kept.items).sort().join(',')}</output>;
}

const show = (active: boolean, projects: string[]) =>
  render(
    <PortalCtx.Provider value={{ api } as unknown as PortalContext}>
      <Kept active={active} projects={projects} />
    </PortalCtx.Provider>,
  );

describe('One agenda offline: the favourites read the saved sessions from the programmes kept offline', () => {
  it('the items could not load: the sessions of the kept programmes of the saved sessions’ projects, with the save time', async () => {
    const store = createProgrammeStore(indexedDB);
    await store.write(
      programmeKey(api.base, api.client, 'dmc2026'),
      { channels: [], events: [{ id: 42 }, { id: 7 }] },
      5000,
    );
    await store.write(programmeKey(api.base, api.client, 'other'), { channels: [], events: [{ id: 99 }] }, 6000);
    const view = show(true, ['dmc2026', 'dmc2026']);
    await waitFor(() => expect(view.container.querySelector('output')!.textContent).toBe('event:42,event:7'));
    expect(view.container.querySelector('output')!.getAttribute('data-saved')).toBe('5000');
  });

  it('online (the items loaded) nothing is read, and nothing kept gives nothing', async () => {
    const store = createProgrammeStore(indexedDB);
    await store.write(programmeKey(api.base, api.client, 'dmc2026'), { channels: [], events: [{ id: 42 }] }, 5000);
    const online = show(false, ['dmc2026']);
    const none = show(true, ['never-kept']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const view of [online, none]) {
      expect(view.container.querySelector('output')!.textContent).toBe('');
      expect(view.container.querySelector('output')!.getAttribute('data-saved')).toBe('');
    }
  });
});
