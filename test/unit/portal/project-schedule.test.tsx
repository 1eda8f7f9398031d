import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ProjectSchedule } from '../../../src/portal/screens/live/ProjectSchedule';
import { liveScreenMessages } from '../../../src/portal/screens/live/messages';
import { PortalCtx } from '../../../src/portal/app-context';
import { createTranslate } from '../../../src/i18n/translate';
import type { PortalContext } from '../../../src/contract/portal';

afterEach(cleanup);

function portal(answer: unknown, locale = 'en') {
  const list = vi.fn(async () => answer);
  const mountWidget = vi.fn(async () => ({ unmount: () => undefined }));
  const context = {
    t: createTranslate(locale, [liveScreenMessages]),
    api: { base: 'http://api', client: 'demo', list },
    clientConfig: { projects: { esc2026: { title: 'ESC 2026' } } },
    mountWidget,
  } as unknown as PortalContext;
  return { context, list, mountWidget };
}

describe("spec 1 §2 ProjectSchedule shows 'no schedule found' when empty", () => {
  it.each([
    ['en', 'No schedule found.'],
    ['de', 'Kein Programm gefunden.'],
  ])(
    'a project without sessions (%s): the page says so under its heading; no timetable is mounted',
    async (locale, text) => {
      const { context, list, mountWidget } = portal({ data: [], meta: { total: 0 } }, locale);
      const view = render(
        <PortalCtx.Provider value={context}>
          <ProjectSchedule project="esc2026" />
        </PortalCtx.Provider>,
      );
      await act(async () => undefined);
      expect(view.getByRole('heading', { level: 1 }).textContent).toBe(text);
      expect(list).toHaveBeenCalledWith(
        'events',
        { filter: 'project==esc2026', limit: 1, fields: 'id' },
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      );
      expect(mountWidget).not.toHaveBeenCalled();
    },
  );

  it('a project with sessions shows its timetable under "Schedule: <project>"', async () => {
    const { context } = portal({ data: [{ id: 1 }], meta: { total: 432 } });
    const view = render(
      <PortalCtx.Provider value={context}>
        <ProjectSchedule project="esc2026" />
      </PortalCtx.Provider>,
    );
    await act(async () => undefined);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Schedule: ESC 2026');
    expect(view.container.textContent).not.toContain('No schedule found.');
  });
});
