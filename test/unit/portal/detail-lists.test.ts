/**
 * The list requests of EventDetail and SpeakerDetail as they leave the portal (spec 2 §2, §7): the query params of
 * `loadResourcePage` for the core queries, read from a recording ApiClient.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/types';
import { eventResourcesQuery, speakerResourcesQuery } from '../../../src/core/content/detail-lists';
import { loadResourcePage } from '../../../src/portal/detail/data';

function recordingApi() {
  const list = vi.fn(async () => ({ data: [{ id: 1 }], meta: { pages: 3, total: 45 } }));
  return { api: { list } as unknown as ApiClient, list };
}

describe('detail resource lists: request params', () => {
  it("EventDetail asks for 20 a page, date descending, by project, event and the project's crsFilter", async () => {
    const { api, list } = recordingApi();
    const page = await loadResourcePage(
      api,
      eventResourcesQuery({ project: 'dmc2026', slug: 'opening-1' }, '{"crtype":["lecture","e-course"]}', '2'),
      new AbortController().signal,
    );
    expect(list).toHaveBeenCalledWith(
      'congressresources',
      {
        filter: 'project==dmc2026;event.slug==opening-1;crtype==lecture|e-course',
        limit: 20,
        page: 2,
        sort: '-datestart',
      },
      expect.anything(),
    );
    expect(page).toEqual({ items: [{ id: 1 }], pages: 3, total: 45 });
  });

  it('SpeakerDetail asks for 40 a page, date descending, by speaker id', async () => {
    const { api, list } = recordingApi();
    await loadResourcePage(api, speakerResourcesQuery(1000007, 3), new AbortController().signal);
    expect(list).toHaveBeenCalledWith(
      'congressresources',
      { filter: 'speakers.id==1000007', limit: 40, page: 3, sort: '-datestart' },
      expect.anything(),
    );
  });
});
