/** A client's menu items and portal configuration (groups, projects, a preview project) for the menu rules' tests. */
import type { MenuItem } from '../../../../src/core/types';

let id = 0;
export const item = (over: Partial<MenuItem> & Record<string, unknown>): MenuItem =>
  ({ id: ++id, text: `item ${id}`, position: 'header', ...over }) as MenuItem;

export const clientItems = [
  item({ id: 1, text: 'Home', link: 'Home' }),
  item({ id: 2, text: 'Programme', nav_type: 'dropdown' }),
  item({ id: 3, text: 'Timetable', parent_id: 2, link_type: 'path', link: '/c1/schedule' }),
  item({ id: 4, text: 'Level 3', parent_id: 3, link_type: 'path', link: '/c1/channels' }),
  item({
    id: 5,
    text: 'Website',
    side: 'right',
    link_type: 'external',
    link: 'https://example.org',
    link_target: '_blank',
  }),
  item({ id: 6, text: 'Members', side: 'right', show_loggedoff: 0, link: 'Favourites' }),
  item({ id: 7, text: 'Deutsch', languages: ['de'], link: 'Home' }),
  item({ id: 8, text: 'Only c1', project: 'c1', link: 'Home' }),
  item({ id: 9, text: 'Only g1', group: 'g1', link: 'Home' }),
  item({ id: 10, text: 'Profile', position: 'usermenu', show_loggedoff: 0, link: 'Favourites' }),
  item({ id: 11, text: 'Highlights', position: 'spotlightsmenu', link: 'Spotlights', assetname: 'spot' }),
  item({ id: 12, text: 'Footer', position: 'footer', link: 'Home' }),
];
export const config = {
  menuitems: clientItems,
  showUserMenu: 1,
  showSpotlightsMenu: 1,
  groups: {
    g1: { name: 'g1', title: 'Group one', projects: ['c1', 'c2', 'c3'] },
    g2: { name: 'g2', title: 'Group two', projects: ['c4'] },
  },
  projects: {
    c1: { name: 'c1', title: 'Congress one', group: 'g1' },
    c2: { name: 'c2', title: 'Congress two', group: 'g1' },
    c3: { name: 'c3', title: 'Preview congress', group: 'g1', preview: 1 },
    c4: {
      name: 'c4',
      title: 'Congress four',
      group: 'g2',
      overwriteClientHeaderNavigation: 1,
      menuitems: [item({ id: 40, text: 'C4 only', link: 'Home' })],
    },
  },
};
export const texts = (items: MenuItem[]): unknown[] =>
  items.map((i) => (i.childItems?.length ? [i.text, texts(i.childItems)] : i.text));
