import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarFeedApi, refreshedToken } from '../../../src/api/calendar-feed';

const state = { feed: null, programme: { url: 'u', webcal: 'w' }, alarms: [0, 5] };

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('calendar feed endpoints (issue deliverable 2: subscribe from the agenda)', () => {
  const api = calendarFeedApi('https://api.example.org/api/', 'demo', 'esc 2026', 'https://site.example/#{slug}');

  it('asks for the programme feed with the session link pattern, without credentials', async () => {
    const calls = stubFetch(200, { data: state });
    await api.programme();
    expect(calls[0].url).toBe(
      'https://api.example.org/api/calendar/demo/esc%202026?link=https%3A%2F%2Fsite.example%2F%23%7Bslug%7D',
    );
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it.each([
    ['own', 'GET', 'calendar-feed/esc%202026', undefined],
    ['regenerate', 'POST', 'calendar-feed/esc%202026/regenerate', '{}'],
    ['revoke', 'DELETE', 'calendar-feed/esc%202026', undefined],
  ] as const)('%s: %s %s with the bearer token', async (name, method, path, body) => {
    const calls = stubFetch(200, { data: state });
    expect(await api[name]('tok')).toEqual(state);
    expect(calls[0].url).toBe(`https://api.example.org/api/${path}`);
    expect(calls[0].init.method).toBe(method);
    expect(calls[0].init.body).toBe(body);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('saves the reminder as JSON', async () => {
    const calls = stubFetch(200, { data: state });
    await api.save('tok', { alarm: 15 });
    expect(calls[0].init.body).toBe('{"alarm":15}');
  });

  it('turns an error answer into an HttpError with the status and code', async () => {
    stubFetch(400, { error: { status: 400, code: 'bad_parameter', message: 'alarm: expected one of' } });
    await expect(api.save('tok', { alarm: 7 })).rejects.toMatchObject({
      name: 'HttpError',
      status: 400,
      code: 'bad_parameter',
    });
  });

  it('gets a widget its token by one refresh, or null without a session', async () => {
    stubFetch(200, { access_token: 'fresh' });
    expect(await refreshedToken('https://api.example.org/api')).toBe('fresh');
    stubFetch(401, { error: { status: 401, code: 'invalid_refresh_token', message: 'invalid token' } });
    expect(await refreshedToken('https://api.example.org/api')).toBeNull();
  });
});
