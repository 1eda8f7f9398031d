import { describe, expect, it } from 'vitest';
import { domEventName } from '../../../../src/core/host-messages/dom-event';

describe('issue 29 events on the element: the DOM event name of a host-bus event', () => {
  it.each([
    ['Widget.SetFilter', 'congress-filter'],
    ['Widget.AddFilter', 'congress-filter'],
    ['play', 'congress-play'],
    ['pause', 'congress-pause'],
    ['favourite', 'congress-favourite'],
    ['sessionChange', 'congress-session-change'],
    ['timetable.session', 'congress-timetable-session'],
  ])('%s is dispatched as %s', (type, name) => {
    expect(domEventName(type)).toBe(name);
  });
});
