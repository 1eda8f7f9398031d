/** The timetable's prefetch (issue 8 item 11) asks for exactly what the rendered widget subscribes to. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PollScheduler } from '../../../../src/state/poll-scheduler';
import definition from '../../../../src/widgets/timetable/index';
import { widgetContext } from '../widget-context';

afterEach(cleanup);

function recordingScheduler(keys: string[]): PollScheduler {
  return {
    subscribe: (key) => {
      keys.push(key);
      return () => undefined;
    },
  };
}

describe('timetable prefetch', () => {
  it.each([
    ['default settings', {}],
    [
      'rules that name extra fields',
      { ignoreEvents: [{ field: 'Track', value: 'x' }], censoredEvents: [{ field: 'room', value: 'y' }] },
    ],
  ])('subscribes the keys the widget subscribes on its first render (%s)', (_case, extra) => {
    const settings = { ...definition.defaults, ...extra };
    const prefetched: string[] = [];
    const rendered: string[] = [];
    const context = widgetContext();
    definition.prefetch!(settings, { ...context, scheduler: recordingScheduler(prefetched) });
    render(
      <definition.Component settings={settings} context={{ ...context, scheduler: recordingScheduler(rendered) }} />,
    );
    expect(prefetched).toHaveLength(2);
    expect(rendered).toEqual(prefetched);
  });
});
