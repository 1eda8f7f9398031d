import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_CHAT_SCRIPT_URL, supportChatScriptUrl } from '../../../../src/core/tracking/chat';
import { qaEventOf, qaFrameSandbox, qaFrameUrl, qaJoinUrl } from '../../../../src/core/tracking/qa-chat';

describe("spec 3 §3 Q&A chat widget follows its channel: the current event's slidoEventId / slidoEventCode, else the settings", () => {
  it.each([
    [
      { slidoEventId: 'own', slidoEventCode: '#1' },
      { slidoEventId: 'live', slidoEventCode: '#22' },
      { eventId: 'live', eventCode: '22' },
    ],
    [
      { slidoEventId: 'own', slidoEventCode: '#1' },
      { slidoEventId: null, slidoEventCode: null },
      { eventId: 'own', eventCode: '1' },
    ],
    [{ slidoEventId: 'own' }, null, { eventId: 'own', eventCode: null }],
    [{ slidoEventId: '  ', slidoEventCode: '#' }, undefined, { eventId: null, eventCode: null }],
    ['not settings', 42, { eventId: null, eventCode: null }],
  ])('settings %j, current event %j → %j', (settings, event, expected) => {
    expect(qaEventOf(settings, event)).toEqual(expected);
  });
});

describe("spec 3 §6 Q&A provider page: iframe URL with the event id and the signed-in user's {name} and {email} prefilled", () => {
  it('default provider pattern, user prefilled and URL-encoded', () => {
    expect(qaFrameUrl('', 'ev/1', { firstname: 'Ada', lastname: 'L', email: 'a@b.org' })).toBe(
      'https://app.sli.do/event/ev%2F1?user_name=Ada%20L&user_email=a%40b.org',
    );
  });
  it('configured pattern (a fake provider of the reference server); nobody signed in → empty values', () => {
    expect(qaFrameUrl('/fake-providers/qa/{eventId}?n={name}&e={email}', 'x', null)).toBe('/fake-providers/qa/x?n=&e=');
  });
  it('no event id → null (chat disabled); a script-scheme pattern → null (URL gate)', () => {
    expect(qaFrameUrl('', '', { name: 'a' })).toBeNull();
    expect(qaFrameUrl('javascript:alert({eventId})', 'x', null)).toBeNull();
  });
});

describe('spec 3 §6 Q&A provider page in an iframe: a sandbox it cannot escape (own origin only for a provider on another origin)', () => {
  it.each([
    [
      'https://app.sli.do/event/x?user_name=',
      'https://society.example/congress',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    ],
    [
      'http://localhost:8080/fake-providers/qa/event/x',
      'http://127.0.0.1:8080/gallery-qa-chat.html',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    ],
    [
      '/fake-providers/qa/event/x',
      'http://127.0.0.1:8080/gallery-qa-chat.html',
      'allow-scripts allow-forms allow-popups',
    ],
    ['HTTPS://Society.Example:443/qa', 'https://society.example/congress', 'allow-scripts allow-forms allow-popups'],
    ['http://[bad', 'https://society.example/', 'allow-scripts allow-forms allow-popups'],
  ])('frame %s on page %s → sandbox "%s"', (frame, page, expected) => {
    expect(qaFrameSandbox(frame, page)).toBe(expected);
  });
});

describe('spec 3 §6 Q&A join link for the QR code: absolute http(s) only, empty or refused → no QR code', () => {
  it.each([
    ['', 'ev1', 'C1', 'https://app.sli.do/event/ev1'],
    ['https://join.example/{eventCode}', 'ev1', 'C 1', 'https://join.example/C%201'],
    ['/relative/{eventId}', 'ev1', null, null],
    ['javascript:x', 'ev1', null, null],
    ['{eventCode}', 'ev1', null, null],
  ])('pattern %j, id %j, code %j → %j', (pattern, id, code, expected) => {
    expect(qaJoinUrl(pattern, id, code)).toBe(expected);
  });
});

describe('spec 3 §6 Support chat script by propertyId and widgetId; spec 3 §5 script whitelist: provider, whitelisted or own origin only', () => {
  const page = 'https://host.example/page.html';
  it("the provider's script by default", () => {
    expect(DEFAULT_SUPPORT_CHAT_SCRIPT_URL).toBe('https://embed.tawk.to/{propertyId}/{widgetId}');
    expect(supportChatScriptUrl('', 'p1', 'w_2', [], page)).toBe('https://embed.tawk.to/p1/w_2');
  });
  it("a pattern on the host page's own origin (relative) or a whitelisted origin runs", () => {
    expect(supportChatScriptUrl('/fake/{propertyId}/{widgetId}.js', 'p', 'w', null, page)).toBe(
      'https://host.example/fake/p/w.js',
    );
    expect(
      supportChatScriptUrl('https://cdn.jsdelivr.net/chat/{propertyId}', 'p', 'w', ['https://cdn.jsdelivr.net/'], page),
    ).toBe('https://cdn.jsdelivr.net/chat/p');
  });
  it.each([
    ['https://evil.example/{propertyId}', 'p', 'w'],
    ['javascript:alert(1)//{propertyId}', 'p', 'w'],
    ['data:text/javascript,alert(1)', 'p', 'w'],
    ['', '../x', 'w'],
    ['', 'p', ''],
    ['', null, 'w'],
  ])('refused: pattern %j, property %j, widget %j', (pattern, property, widget) => {
    expect(supportChatScriptUrl(pattern, property, widget, ['https://cdn.jsdelivr.net/'], page)).toBeNull();
  });
});
