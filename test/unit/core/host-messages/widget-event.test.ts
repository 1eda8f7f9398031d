import { describe, expect, it } from 'vitest';
import { buildWidgetEvent } from '../../../../src/core/host-messages/widget-event';

describe('spec 3 §2 Widget mode: the event a widget posts (type, channel, session {title, type, topics}, timeStamp)', () => {
  it('takes the session fields and the channel slug', () => {
    expect(
      buildWidgetEvent({
        type: 'sessionChange',
        channel: { slug: 'hall-a', title: 'Hall A' },
        now: 1_700_000_000_000,
        session: { title: 'Opening', type: 'Plenary', topics: ['Cardiology', 3, null], id: 9 },
      }),
    ).toEqual({
      type: 'sessionChange',
      channel: 'hall-a',
      session: { title: 'Opening', type: 'Plenary', topics: ['Cardiology', '3'] },
      timeStamp: 1_700_000_000_000,
    });
  });

  it.each([
    ['no session', undefined, null],
    ['a string session', 'x', null],
    ['a session without fields', {}, { title: null, type: null, topics: [] }],
  ])('tolerates %s', (_title, session, expected) => {
    expect(buildWidgetEvent({ type: 'x', channel: 'hall-b', session, now: Number.NaN })).toMatchObject({
      channel: 'hall-b',
      session: expected,
      timeStamp: 0,
    });
  });
});
