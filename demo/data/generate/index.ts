import type { ClientDataset, Dataset } from '../../../demo/server/dataset/types';
import { clientConfig, PROJECT_PLANS, translations } from './config';
import { makeChannels, makeCollection, makeEvents, makeResources, makeSlides, makeSpeakers } from './content';
import { makeAds, makeEducationItems, makePackages, makePages, makeSpotlights } from './extras';
import { createRandom } from './random';

interface ClientPlan { id: number; name: string; title: string; theme: string; languages: [string, string]; speakers: number; resources: Record<string, number>; slots: Record<string, number> }

const CLIENTS: ClientPlan[] = [
  { id: 1, name: 'demo', title: 'Demo Medical Society', theme: '#0b5cad', languages: ['en', 'de'], speakers: 650, resources: { dmc2026: 1700, dmc2025: 250, dmc2027: 60 }, slots: { dmc2026: 12, dmc2025: 8, dmc2027: 6 } },
  { id: 2, name: 'nordic', title: 'Nordic Surgical Society', theme: '#00796b', languages: ['de', 'en'], speakers: 100, resources: { nsc2026: 200 }, slots: { nsc2026: 10 } },
];

/**
 * Builds the demo dataset deterministically (same seed → same JSON). `scale` multiplies the
 * resource counts (the benchmark uses 10 for 20,000 resources).
 */
export function generateDataset(options: { scale?: number } = {}): Dataset {
  const scale = options.scale ?? 1;
  const rnd = createRandom(20260304);
  const clients: Record<string, ClientDataset> = {};
  for (const plan of CLIENTS) {
    const base = plan.id * 1_000_000;
    const plans = PROJECT_PLANS.filter((p) => p.client === plan.name);
    const speakers = makeSpeakers(rnd, plan.speakers, base + 1);
    const data: ClientDataset = {
      config: undefined as never, translations: translations(plan.name), assets: {}, congressresources: [], timelineitems: [], speakers,
      events: [], channels: [], collections: [], pages: makePages(plan.name, plans), packages: [], spotlights: [], educationitems: [], ads: makeAds(base + 900_001), tags: {},
    };
    const channelIds: Record<string, number[]> = {};
    const collectionIds: Record<string, number> = {};
    plans.forEach((p, i) => {
      const collection = base + 800_001 + i;
      const channels = makeChannels(p, base + 700_001 + i * 100, collection);
      const events = makeEvents(rnd, p, channels, speakers, base + 100_001 + data.events.length, plan.slots[p.name]);
      const crs = makeResources(rnd, p, events, plan.resources[p.name] * scale, base + 200_001 + data.congressresources.length * (scale > 1 ? 1 : 1));
      channelIds[p.name] = channels.map((c) => c.id);
      collectionIds[p.name] = collection;
      data.channels.push(...channels);
      data.events.push(...events);
      for (const cr of crs) data.congressresources.push(cr); // spread overflows the stack at 170,000 (bench scale 100)
      data.collections.push(makeCollection(p, collection));
      data.packages.push(...makePackages(p, crs, base + 600_001 + i * 100));
      data.spotlights.push(...makeSpotlights(p, crs, base + 610_001 + i * 100));
      data.educationitems.push(...makeEducationItems(p, crs, base + 620_001 + i * 100));
      data.tags[p.name] = ['english', 'deutsch', 'sign-language'];
    });
    data.timelineitems = makeSlides(data.congressresources, base + 500_001);
    data.config = clientConfig({ id: plan.id, name: plan.name, title: plan.title, theme: plan.theme, languages: plan.languages, plans, channelIds, collections: collectionIds });
    data.assets = assetsFor(plan.name);
    clients[plan.name] = data;
  }
  return { domains: { 'congress.nordic.example': 'nordic', 'nordic.localhost': 'nordic', 'congress.demo.example': 'demo' }, clients };
}

/** Asset names → URLs below the API (files in demo/data/assets, served by GET /assets/file/{name}). */
function assetsFor(client: string): Record<string, string> {
  const file = (name: string) => `/api/assets/file/${name}`;
  const names: Record<string, string> = {
    [`logo-${client}`]: file(`logo-${client}.svg`), [`favicon-${client}`]: file(`logo-${client}.svg`),
    'logo-dmc2026': file('logo-demo.svg'), 'logo-dmc2025': file('logo-demo.svg'), 'logo-dmc2027': file('logo-demo.svg'), 'logo-nsc2026': file('logo-nordic.svg'),
    'teaser-default': file('teaser.png'), 'teaser-default-md': file('teaser-md.png'), 'teaser-default-sm': file('teaser-sm.png'), 'teaser-default-xs': file('teaser-xs.png'),
    'avatar-default': file('avatar-0.svg'), 'ad-banner': file('ad-banner.svg'), 'spotlight-highlights': file('spotlight-day.svg'),
    'spotlight-day': file('spotlight-day.svg'), 'spotlight-award': file('spotlight-award.svg'), 'spotlight-press': file('spotlight-press.svg'),
    [`banner-${client}`]: file(`banner-${client}.svg`), [`banner-${client}-mobile`]: file(`banner-${client}-mobile.svg`),
    'fallback-lecture': file('thumb-lecture.svg'), 'fallback-abstract': file('thumb-abstract.svg'),
    'preview-offair': file('preview-offair.jpg'),
    // Status placeholders of CRDetail (spec 2 §4: processing and scheduled may use a client image).
    'status-processing': file('status-processing.svg'), 'status-scheduled': file('status-scheduled.svg'),
    // Extra badge images (spec 2 §2, clientAssets badge.{name}); the demo's badge `cme` has none (spec 2 §8: logged only).
    'badge-award': file('badge-award.svg'),
  };
  return names;
}
