import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, testServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.stop();
});

describe('spec 1 §7 pages: relation, id, type, slug', () => {
  it.each([
    ['relation=client&type=login', (p: any) => p.relation === 'client' && p.type === 'login'],
    ['relation=project&id=dmc2026&type=pageWidget&slug=welcome', (p: any) => p.slug === 'welcome'],
    ['relation=group&id=dms', (p: any) => p.relation === 'group'],
  ])('%s', async (query, holds) => {
    const { body } = await server.get(`/api/demo/pages?${query}`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every(holds)).toBe(true);
  });
  it('page modules come sorted by sort; hidden modules carry layout.hide', async () => {
    const page = (await server.get('/api/demo/pages?relation=project&id=dmc2026&slug=welcome')).body.data[0];
    expect(page.modules.map((m: any) => m.sort)).toEqual([1, 2, 3]);
    expect(page.modules[2].layout.hide).toBe(true);
  });
  it('pages of every type exist', async () => {
    const types = new Set((await server.get('/api/demo/pages')).body.data.map((p: any) => p.type));
    expect([...types].sort()).toEqual(['content', 'login', 'pageWidget', 'privacy', 'startpage']);
  });
  it('bad relation → 400', async () => {
    expectError(await server.get('/api/demo/pages?relation=planet'), 400, 'bad_parameter', 'relation');
  });
});

describe('spec 2 §7 packages, spotlights, education items', () => {
  it.each(['packages', 'spotlights', 'educationitems'])(
    '%s: list, by slug, modules sorted by sort; unknown → 404',
    async (kind) => {
      const list = (await server.get(`/api/demo/${kind}`)).body.data;
      expect(list.length).toBeGreaterThan(0);
      const one = await server.get(`/api/demo/${kind}/${list[0].slug}`);
      expect(one.body.data.id).toBe(list[0].id);
      const modules = (await server.get(`/api/demo/${kind}/${list[0].slug}/modules`)).body.data;
      expect(modules.map((m: any) => m.sort)).toEqual(
        [...modules.map((m: any) => m.sort)].sort((a: number, b: number) => a - b),
      );
      expect((await server.get(`/api/demo/${kind}/no-such-slug`)).status).toBe(404);
    },
  );
  it('packages and spotlights also resolve by sku; spotlights filter by category', async () => {
    const pkg = (await server.get('/api/demo/packages')).body.data[0];
    expect((await server.get(`/api/demo/packages/${pkg.sku}`)).body.data.slug).toBe(pkg.slug);
    const highlights = (await server.get('/api/demo/spotlights?category=highlights')).body.data;
    expect(highlights.length).toBe(6);
    expect(highlights.every((s: any) => s.category === 'highlights')).toBe(true);
  });
  it('spec 2 §9 packages and spotlights carry subline, author, date, topics (slug, title) and their image asset', async () => {
    for (const [kind, image] of [
      ['packages', 'packageImage'],
      ['spotlights', 'spotlightImage'],
    ]) {
      const item = (await server.get(`/api/demo/${kind}`)).body.data[0];
      expect(item).toMatchObject({
        subline: expect.any(String),
        author: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      });
      expect(item.topics[0]).toEqual({ slug: expect.any(String), title: expect.any(String) });
      expect(item.assets[image]).toEqual(expect.any(String));
    }
    const titles = (await server.get('/api/demo/packages')).body.data.map((p: any) => p.title.length);
    expect(Math.max(...titles)).toBeGreaterThan(250);
  });
  it('education item tree nests chapters (three levels)', async () => {
    const item = (await server.get('/api/demo/educationitems')).body.data[0];
    const tree = (await server.get(`/api/demo/educationitems/${item.slug}/tree`)).body.data;
    expect(tree.children).toHaveLength(2);
    expect(tree.children[0].children).toHaveLength(2);
    expect(tree.children[0].children[0].children).toEqual([]);
    expect((await server.get(`/api/demo/educationitems/${tree.children[0].slug}/modules`)).status).toBe(200);
  });
});

describe('spec 1 §9 advertisements sorted by boost descending, placement_rules as JSON string', () => {
  it('answers them', async () => {
    const ads = (await server.get('/api/demo/ad')).body.data;
    expect(ads.map((a: any) => a.boost)).toEqual(
      [...ads.map((a: any) => a.boost)].sort((a: number, b: number) => b - a),
    );
    expect(ads.every((a: any) => Array.isArray(JSON.parse(a.placement_rules)))).toBe(true);
    expect(new Set(ads.flatMap((a: any) => JSON.parse(a.placement_rules).map((r: any) => r.name)))).toEqual(
      new Set(['location', 'filter', 'module']),
    );
  });
});

describe('isc/tags.json per project', () => {
  it('answers the tags; unknown project → 404', async () => {
    expect((await server.get('/api/demo/isc/tags.json?project=dmc2026')).body.data).toContain('english');
    expectError(await server.get('/api/demo/isc/tags.json?project=nope'), 404, 'project_not_found');
  });
});

describe('configuration covers menus at every position, side and nav type, and library filters of every type', () => {
  it('has them', async () => {
    const config = (await server.get('/api/demo/configuration')).body.data;
    const items = config.menuitems.flatMap((m: any) => [m, ...(m.childItems ?? [])]);
    expect(new Set(items.map((m: any) => m.position))).toEqual(
      new Set(['header', 'footer', 'usermenu', 'spotlightsmenu']),
    );
    expect(new Set(items.map((m: any) => m.side))).toEqual(new Set(['left', 'right']));
    expect(new Set(items.map((m: any) => m.nav_type))).toEqual(new Set([null, 'dropdown', 'spotlights']));
    expect(new Set(items.map((m: any) => m.link_type))).toEqual(new Set(['default', 'path', 'external']));
    expect(new Set(config.library.filters.map((f: any) => f.type))).toEqual(new Set(['field', 'values', 'date']));
  });
});

describe('player API: text/{id} and transcript PDFs', () => {
  it('text/{id} answers content.language; the transcript is a PDF; unknown → 404; bad id → 400', async () => {
    const id = (await server.get('/api/demo/wcm/congressresources.json?limit=1')).body.data[0].id;
    expect((await server.get(`/api/player/text/${id}`)).body.content.language).toEqual(['en', 'de']);
    const pdf = await fetch(`${server.url}/api/player/translations/${id}/transcript_doc_de.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expectError(await server.get(`/api/player/translations/${id}/transcript_doc_fr.pdf`), 404, 'transcript_not_found');
    expectError(await server.get('/api/player/text/1'), 404, 'resource_not_found');
    expectError(await server.get('/api/player/text/abc'), 400, 'bad_parameter', 'id');
  });
});
