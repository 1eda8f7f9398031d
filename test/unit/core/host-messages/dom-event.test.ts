import { describe, expect, it } from 'vitest';
import {
  describeMedia,
  dispatchCongressEvent,
  domEventName,
  mediaEventDetail,
} from '../../../../src/core/host-messages/dom-event';

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

describe('issue 29 events on the element: play, pause and ended name the media once', () => {
  it('a media element posts its position in whole seconds, and what a player says it plays while described', () => {
    const video = { currentTime: 12.7 } as HTMLMediaElement;
    expect(mediaEventDetail(video)).toEqual({ position: 12 });
    const undo = describeMedia(video, () => ({ kind: 'resource', id: 'talk-1' }));
    expect(mediaEventDetail(video)).toEqual({ kind: 'resource', id: 'talk-1', position: 12 });
    undo();
    expect(mediaEventDetail(video)).toEqual({ position: 12 });
  });

  it('congress-navigate is cancelable: the dispatch says whether the host took the navigation', () => {
    const target = new EventTarget();
    expect(dispatchCongressEvent(target, 'congress-navigate', { url: '/a' }, true)).toBe(false);
    target.addEventListener('congress-navigate', (event) => event.preventDefault());
    expect(dispatchCongressEvent(target, 'congress-navigate', { url: '/a' }, true)).toBe(true);
    expect(dispatchCongressEvent(target, 'congress-play', { position: 0 })).toBe(false);
  });
});
