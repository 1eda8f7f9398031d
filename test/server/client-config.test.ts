import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectError, testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('api.md domains/host/{host}: client by host name', () => {
  it.each([
    ['localhost', 'demo'],
    ['127.0.0.1', 'demo'],
    ['10.0.0.7', 'demo'],
    ['congress.nordic.example', 'nordic'],
    ['CONGRESS.NORDIC.EXAMPLE', 'nordic'],
  ])('%s → %s', async (host, client) => {
    const answer = await server.get(`/api/domains/host/${host}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { client } });
  });
  it('unknown host → 404 domain_not_found (the SDK then falls back to the second-level name)', async () => {
    expectError(await server.get('/api/domains/host/www.unknown.example'), 404, 'domain_not_found');
  });
});

describe('api.md {client}/configuration', () => {
  it('answers the client configuration with projects, groups, languages and allowed origins', async () => {
    const { status, body } = await server.get('/api/demo/configuration');
    expect(status).toBe(200);
    expect(body.data.name).toBe('demo');
    expect(Object.keys(body.data.projects)).toEqual(expect.arrayContaining(['dmc2026', 'dmc2025', 'dmc2027']));
    expect(body.data.projects.dmc2026.live).toBe(1);
    expect(body.data.projects.dmc2027.preview).toBe(1);
    expect(body.data.groups.dms.projects).toContain('dmc2026');
    expect(body.data.languages.map((l: { short_code: string }) => l.short_code)).toEqual(['en', 'de']);
    expect(body.data.allowedOrigins).toEqual(expect.arrayContaining([server.url, `http://127.0.0.1:${server.port}`]));
    expect(Array.isArray(body.data.whitelistUrls)).toBe(true);
    expect(body.data).toMatchObject({
      videoTrackingEndpoint: `${server.url}/api/tracking/video`,
      analyticsUrl: `${server.url}/api/analytics/pageview`,
      liveCounterUrl: `${server.url.replace('http', 'ws')}/api/live/counter`,
    });
  });
  it('the second client has other branding and German first', async () => {
    const demo = (await server.get('/api/demo/configuration')).body.data;
    const nordic = (await server.get('/api/nordic/configuration')).body.data;
    expect(nordic.theme_color).not.toBe(demo.theme_color);
    expect(nordic.clientAssets.logo).not.toBe(demo.clientAssets.logo);
    expect(nordic.languages[0]).toMatchObject({ short_code: 'de', pivot: { default: 1 } });
  });
  it('unknown client → 404 client_not_found with a JSON error', async () => {
    expectError(await server.get('/api/nobody/configuration'), 404, 'client_not_found');
  });
});

describe('api.md {client}/translations/{lang}', () => {
  it.each(['en', 'de'])('%s texts', async (lang) => {
    const { status, body } = await server.get(`/api/demo/translations/${lang}`);
    expect(status).toBe(200);
    expect(typeof body.data['header.search.noResults']).toBe('string');
  });
  it('a shipped language (en, de) without client overrides → 200 with an empty table, not a 404 in the console', async () => {
    const datasetDir = mkdtempSync(join(tmpdir(), 'cp-dataset-'));
    cpSync(join('demo', 'data', 'dataset'), datasetDir, { recursive: true });
    writeFileSync(
      join(datasetDir, 'nordic', 'translations.json'),
      JSON.stringify({ en: { 'header.search.noResults': 'None' } }),
    );
    const bare = await testServer({ datasetDir });
    try {
      const { status, body } = await bare.get('/api/nordic/translations/de');
      expect(status).toBe(200);
      expect(body.data).toEqual({});
      expectError(await bare.get('/api/nordic/translations/fr'), 404, 'language_not_found');
    } finally {
      await bare.stop();
      rmSync(datasetDir, { recursive: true, force: true });
    }
  });
  it('unknown language → 404, malformed → 400 naming lang', async () => {
    expectError(await server.get('/api/demo/translations/fr'), 404, 'language_not_found');
    expectError(await server.get('/api/demo/translations/..%2Fx'), 400, 'bad_parameter', 'lang');
  });
});

describe('api.md assets', () => {
  it('maps asset names to URLs that serve real images', async () => {
    const { body } = await server.get('/api/assets?client=demo');
    expect(body.data['teaser-default']).toMatch(/^http:\/\/.+\/api\/assets\/file\/teaser\.png$/);
    const image = await fetch(body.data['teaser-default']);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const svg = await fetch(body.data['logo-demo']);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
  it('missing client → 400 naming client; unknown client → 404', async () => {
    expectError(await server.get('/api/assets'), 400, 'bad_parameter', 'client');
    expectError(await server.get('/api/assets?client=zzz'), 404, 'client_not_found');
  });
});

describe('spec 3 §8 widget settings: {client}/widgets/{project}/{widget}/{name}', () => {
  it.each([
    ['html-text', 'default', 'html'],
    ['single-image', 'default', 'assetnames'],
  ])('%s/%s has %s', async (widget, name, key) => {
    const { status, body } = await server.get(`/api/demo/widgets/dmc2026/${widget}/${name}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ project: 'dmc2026', widget, name });
    expect(body.data.settings[key]).toBeDefined();
  });
  it('missing entry → 404 widget_settings_not_found, "no widget settings found"', async () => {
    const answer = await server.get('/api/demo/widgets/dmc2026/html-text/nothing-here');
    expectError(answer, 404, 'widget_settings_not_found');
    expect(answer.body.error.message).toBe('no widget settings found');
    expectError(await server.get('/api/demo/widgets/dmc2026/no-such-widget/default'), 404, 'widget_settings_not_found');
  });
});
