import type { Advertisement, CongressResource, Module } from '../../../src/core/types';
import type { ContentItem, Page } from '../../../demo/server/dataset/types';
import type { ProjectPlan } from './config';
import { TOPICS } from './content';

const html = (text: string, sort: number): Module => ({ type: 'html-text', sort, settings: { html: `<p>${text}</p>`, customClasses: '' }, layout: null });
const resources = (ids: number[], sort: number): Module => ({ type: 'resources-list', sort, settings: { ids }, layout: null });

/** Pages of every type and relation (spec 3 §3 page builder, login page). */
export function makePages(client: string, plans: ProjectPlan[]): Page[] {
  const main = plans[0];
  return [
    { id: 1, relation: 'client', relation_id: client, type: 'login', slug: 'login', title: 'Sign in', modules: [html('Sign in with your society account.', 1)] },
    { id: 2, relation: 'client', relation_id: client, type: 'startpage', slug: 'home', title: 'Welcome', modules: [html('Welcome to the congress portal.', 2), { type: 'single-image', sort: 1, settings: { assetnames: { default: 'teaser-default' } } }] },
    { id: 3, relation: 'client', relation_id: client, type: 'content', slug: 'imprint', title: 'Imprint', modules: [html('Publisher: the society.', 1)] },
    { id: 7, relation: 'client', relation_id: client, type: 'privacy', slug: 'privacy', title: 'Privacy', modules: [html('We store only what the portal needs: your sign-in, your favourites and, if you agree, anonymous usage statistics and error reports. You can change your choice at any time in the cookie settings.', 1)] },
    { id: 4, relation: 'group', relation_id: main.group, type: 'pageWidget', slug: 'about', title: 'About the society', modules: [html('The society runs yearly congresses.', 1)] },
    { id: 5, relation: 'project', relation_id: main.name, type: 'pageWidget', slug: 'welcome', title: `${main.title}`, modules: [html('Live from the congress.', 1), { type: 'timetable', sort: 2, settings: { project: main.name }, layout: { hide: false } }, html('Hidden module', 3)].map((m, i) => (i === 2 ? { ...m, layout: { hide: true } } : m)) },
    { id: 6, relation: 'project', relation_id: main.name, type: 'login', slug: 'login', title: `Sign in to ${main.title}`, modules: [html('Members sign in here.', 1)] },
    { id: 7, relation: 'client', relation_id: client, type: 'content', slug: 'widgets', title: 'Page-builder widgets', modules: pageBuilderModules() },
    { id: 8, relation: 'project', relation_id: main.name, type: 'content', slug: 'venue', title: 'Venue and directions', modules: venueModules() },
  ];
}

/**
 * Page 8 (`/{project}/pages/venue`, spec 1 §2 ProjectPage): cells placed by layout on the 12-column grid (the
 * second has a later y than the first although its columns beside it are free), and a section to link to by hash.
 */
function venueModules(): Module[] {
  const text = (html: string, sort: number, layout: Module['layout']): Module => ({ type: 'html-text', sort, settings: { html, customClasses: '' }, layout });
  const para = 'The congress centre lies by the river, ten minutes on foot from the main station. Rooms are signposted from the entrance hall; the halls open at 8:00 each day.';
  return [
    text(`<h2>Opening hours</h2><p>${para}</p>`, 1, { x: 0, y: 0, w: 6 }),
    text('<h2>Registration desk</h2><p>Badges are handed out at the registration desk in the entrance hall from 7:30.</p>', 2, { x: 6, y: 1, w: 6 }),
    text(`<h2>Rooms</h2>${Array.from({ length: 6 }, () => `<p>${para}</p>`).join('')}`, 3, { x: 0, y: 2, w: 12 }),
    text('<h2 id="directions">Directions</h2><p>Trams 4 and 7 stop at the congress centre; parking is in the garage under the hall.</p>', 4, { x: 0, y: 3, w: 12 }),
  ];
}

/** Page 7 (`/pages/widgets`): the page-builder widgets of issue 13 as portal grid cells (docs/widgets/). */
function pageBuilderModules(): Module[] {
  const file = (name: string) => `/api/assets/file/${name}`;
  const card = (title: string, image: string) => ({ title, text: `${title} of the congress.`, image: file(image), link: '/pages/imprint' });
  return [
    { type: 'card-slider', sort: 1, layout: null, settings: { heading: 'Explore', cards: [card('Lectures', 'thumb-lecture.svg'), card('Slide sets', 'thumb-slideset.svg'), card('E-posters', 'thumb-eposter.svg')], slideshowOptions: { autoplay: true, dots: true, navButtons: true } } },
    { type: 'card', sort: 2, layout: null, settings: card('Abstracts', 'thumb-abstract.svg') },
    { type: 'image-slider', sort: 3, layout: null, settings: { images: [{ image: file('teaser.png'), imageAlt: 'The congress visual' }, { image: file('slide-0.svg'), imageAlt: 'The opening slide' }], slideshowOptions: { dots: true, fade: true } } },
    // Issue 13 items 1–2: the channel widgets as grid cells too (their settings inline, the project named).
    { type: 'webcast-display', sort: 4, layout: null, settings: { project: 'dmc2026', heading: 'Live channels', showOffAir: true, thumbnails: { base: '/api/demo/live/preview', error: file('teaser.png') }, channelUrlPattern: '/portal/dmc2026/channels/###slug###' } },
    { type: 'channel-matrix', sort: 5, layout: null, settings: { project: 'dmc2026', heading: 'All channels', disableOffAir: true, channelUrlPattern: '/portal/dmc2026/channels/###slug###' } },
    // Issue 13 items 6, 7, 9 (the providers are the reference server's fakes, docs/widgets/qa-chat.md, support-chat.md).
    { type: 'subnav', sort: 6, layout: null, settings: { title: 'About the congress', items: [{ text: 'Imprint', link: '/pages/imprint', link_type: 'path', childItems: [{ text: 'Privacy', link: '/pages/privacy', link_type: 'path' }] }] } },
    { type: 'qa-chat', sort: 7, layout: null, settings: { name: 'Ask the board', slidoEventId: 'dmc2026-board', slidoEventCode: '#BOARD', providerUrl: '/fake-providers/qa/event/{eventId}?user_name={name}&user_email={email}' } },
    { type: 'support-chat', sort: 8, layout: null, settings: { propertyId: 'demo-property', widgetId: 'demo-portal', scriptUrl: '/fake-providers/support-chat/{propertyId}/{widgetId}' } },
    // Issue 13 item 4: the package widget (docs/widgets/package.md), linking to the portal's own package page.
    { type: 'package', sort: 9, layout: null, settings: { package: 'dmc2026-neurology-package', urlPatterns: { package: '/portal/packages/###slug###', cr: '/portal/dmc2026/crs/###slug###' } } },
  ];
}

const slugOf = (text: string) => text.toLowerCase().replace(/\s+/g, '-');
const topicsOf = (...titles: string[]) => titles.map((title) => ({ slug: slugOf(title), title }));
const AUTHORS = ['Prof. Dr. Anna Keller', 'Dr. Jonas Berg', 'The scientific committee', 'Dr. Maria Rossi'];
/** A day of the congress (date only, ISO): packages and spotlights carry a compile date (spec 2 §9). */
const dayOf = (plan: ProjectPlan, i: number) => plan.days[i % plan.days.length];

/**
 * Packages (spec 2 §3, §9): subline, author ('compiled by'), date, topics, a package image; modules out of `sort`
 * order on purpose (the portal sorts them). The last one's title is longer than 250 characters (truncation).
 */
export function makePackages(plan: ProjectPlan, crs: CongressResource[], startId: number): ContentItem[] {
  return TOPICS.slice(0, 4).map((topic, i) => ({
    id: startId + i, slug: `${plan.name}-${slugOf(topic)}-package`, sku: `PKG-${plan.name.toUpperCase()}-${i + 1}`,
    title: i === 3 ? `${topic} essentials: ${Array(4).fill('a long curated journey through imaging, reporting and follow-up').join(', ')}` : `${topic} essentials`,
    subline: `Selected ${topic.toLowerCase()} content from ${plan.title}`, author: AUTHORS[i % AUTHORS.length], date: dayOf(plan, i),
    topics: topicsOf(topic, TOPICS[(i + 4) % TOPICS.length]), assets: { packageImage: 'teaser-default' },
    description: `Selected ${topic.toLowerCase()} content from ${plan.title}.`, image: 'teaser-default', project: plan.name, sort: i + 1,
    modules: [resources(crs.filter((r) => r.topics?.includes(topic)).slice(0, 6).map((r) => r.id), 2), html(`The ${topic} package.`, 1)],
  }));
}

/** Spotlights (spec 2 §3, §9) in three categories; the second one's title is longer than 250 characters (truncation). */
export function makeSpotlights(plan: ProjectPlan, crs: CongressResource[], startId: number): ContentItem[] {
  const categories = ['highlights', 'highlights', 'award-winners', 'press'];
  const dayTwo = `Best of day two: ${Array(4).fill('late-breaking trials, the debates they started and what changes for daily practice').join(', ')}`;
  return categories.map((category, i) => ({
    id: startId + i, slug: `${plan.name}-spotlight-${i + 1}`, sku: `SPOT-${plan.name.toUpperCase()}-${i + 1}`, category,
    title: ['Best of day one', dayTwo, 'Award-winning abstracts', 'Press conference'][i], description: 'Our editors selected these.',
    subline: ['The talks everyone discussed', 'Late-breaking trials', 'This year’s prize winners', 'Meet the board'][i], author: AUTHORS[(i + 1) % AUTHORS.length],
    date: dayOf(plan, i), topics: topicsOf(TOPICS[i], TOPICS[i + 5]), assets: { spotlightImage: ['spotlight-day', 'spotlight-day', 'spotlight-award', 'spotlight-press'][i] },
    image: 'teaser-default', project: plan.name, sort: i + 1,
    modules: [html('Editor’s choice.', 2), resources(crs.slice(i * 5, i * 5 + 5).map((r) => r.id), 1)],
  }));
}

export function makeEducationItems(plan: ProjectPlan, crs: CongressResource[], startId: number): ContentItem[] {
  let nextId = startId;
  const node = (title: string, depth: number): ContentItem => {
    const id = nextId++;
    return {
      id, slug: `${plan.name}-edu-${id}`, title, description: `${title} (level ${depth + 1})`, project: plan.name, sort: id - startId,
      modules: [html(`${title}.`, 1), resources(crs.slice((id - startId) * 3, (id - startId) * 3 + 3).map((r) => r.id), 2)],
      children: depth < 2 ? [node(`${title} · Part 1`, depth + 1), node(`${title} · Part 2`, depth + 1)] : [],
    };
  };
  return [node('Foundations of imaging', 0), node('Cardiology curriculum', 0)];
}

/** Ads with every placement rule kind (location, filter, module); boost orders them. */
export function makeAds(startId: number): Advertisement[] {
  const banner = (text: string): Module[] => [{ type: 'single-image', sort: 1, settings: { assetnames: { default: 'ad-banner' }, aspectratio: '728:90', assetlink: 'https://example.org/sponsor', external: true, heading: text } }];
  return [
    { id: startId, boost: 10, modules: banner('Sponsor in the library'), placement_rules: JSON.stringify([{ name: 'location', options: { values: 'library' } }]) },
    { id: startId + 1, boost: 5, modules: banner('Cardiology sponsor'), placement_rules: JSON.stringify([{ name: 'filter', options: { values: 'topics==Cardiology' } }]) },
    // On the detail pages of neurology items (the page's module values, core `adModuleValues`): the portal shows ads on
    // listings and detail pages only, never beside a timetable, so a rule naming a timetable module would show nowhere.
    { id: startId + 2, boost: 20, modules: banner('Neurology sponsor'), placement_rules: JSON.stringify([{ name: 'module', options: { moduleName: 'topics', values: 'Neurology' } }]) },
    { id: startId + 3, boost: 1, modules: banner('Everywhere'), placement_rules: '[]' },
    // On lecture and poster pages (the route's ad tag `crdetail`, docs/architecture.md "Advertisements").
    { id: startId + 4, boost: 3, modules: banner('Sponsor of the lectures'), placement_rules: JSON.stringify([{ name: 'location', options: { values: 'crdetail' } }]) },
  ];
}
