import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandoffCode, redeemHandoffCode } from '../../../src/api/handoff';
import { isHttpError } from '../../../src/api/errors';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('hand-off calls (deliverable 3: open my agenda on my phone)', () => {
  it('asks for a code with the bearer token and reads its data', async () => {
    const fetch = vi.fn(async () => answer(200, { data: { code: 'ABCDE-FGHJK', expires_in: 300, expires_at: 9 } }));
    vi.stubGlobal('fetch', fetch);
    expect(await createHandoffCode('https://api.example.org/api/', { token: 'T', deviceId: 'D' })).toEqual({
      code: 'ABCDE-FGHJK',
      expires_in: 300,
      expires_at: 9,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.org/api/handoff');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer T', 'X-Device-Id': 'D' });
  });
  it('redeems a code with credentials (the answer sets the refresh cookie); a spent code is an HttpError 401', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { access_token: 'A', expires_in: 60 }))
      .mockResolvedValueOnce(answer(401, { error: { status: 401, code: 'handoff_code_invalid', message: 'used' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await redeemHandoffCode('https://api.example.org/api', 'demo', 'ABCDE-FGHJK')).toMatchObject({
      access_token: 'A',
    });
    expect(fetch.mock.calls[0][0]).toBe('https://api.example.org/api/login/demo/handoff');
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'include', body: '{"code":"ABCDE-FGHJK"}' });
    const error = await redeemHandoffCode('https://api.example.org/api', 'demo', 'ABCDE-FGHJK').catch((e) => e);
    expect(isHttpError(error) && error.status === 401 && error.code === 'handoff_code_invalid').toBe(true);
  });
});
