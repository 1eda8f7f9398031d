import { describe, expect, it } from 'vitest';
import * as client from '../../../../src/core/client/client-name';
import * as design from '../../../../src/core/client/design-version';
import * as title from '../../../../src/core/client/document-title';
import * as env from '../../../../src/core/client/api-environment';
import * as start from '../../../../src/core/client/start-page';
import * as errorTexts from '../../../../src/core/client/error-texts';
import * as thumbnail from '../../../../src/core/content/thumbnail';
import * as likes from '../../../../src/core/content/likes';
import * as searchEnabled from '../../../../src/core/library/search-enabled';
import * as storage from '../../../../src/core/client/storage';
import * as token from '../../../../src/core/session/token';
import * as capability from '../../../../src/core/session/capability-status';
import * as guard from '../../../../src/core/session/guard-outcome';
import * as access from '../../../../src/core/session/access-order';
import * as oauth from '../../../../src/core/session/oauth2-error';
import * as redirects from '../../../../src/core/session/redirects';
import * as signIn from '../../../../src/core/session/sign-in-query';
import * as loginStatus from '../../../../src/core/session/login-status';
import * as cookie from '../../../../src/core/session/session-cookie';
import * as autoLogin from '../../../../src/core/session/auto-login';
import * as contentType from '../../../../src/core/library/content-type';
import * as sort from '../../../../src/core/library/sort';
import * as paging from '../../../../src/core/library/paging';
import * as filterList from '../../../../src/core/library/filter-list';
import * as categories from '../../../../src/core/library/filter-categories';
import * as pagination from '../../../../src/core/library/pagination-range';
import * as viewport from '../../../../src/core/library/viewport';
import * as dialog from '../../../../src/core/library/search-dialog';
import * as route from '../../../../src/core/library/route';
import * as topic from '../../../../src/core/library/topic-click';
import * as submit from '../../../../src/core/library/search-submit';
import * as view from '../../../../src/core/library/view';
import * as badge from '../../../../src/core/content/badge';
import * as status from '../../../../src/core/content/status';
import * as schedule from '../../../../src/core/content/schedule-status';
import * as localized from '../../../../src/core/content/localized-title';
import * as slug from '../../../../src/core/content/slug-class';
import * as text from '../../../../src/core/content/text';
import * as links from '../../../../src/core/content/links';
import * as visibility from '../../../../src/core/content/visibility';
import * as player from '../../../../src/core/content/player-settings';
import * as citation from '../../../../src/core/content/citation';
import * as images from '../../../../src/core/content/image-renditions';
import * as banner from '../../../../src/core/content/banner';
import * as modules from '../../../../src/core/content/modules';
import * as transcript from '../../../../src/core/content/transcript';
import * as favourites from '../../../../src/core/content/favourites';
import * as share from '../../../../src/core/content/share';
import * as truncate from '../../../../src/core/content/truncate';
import * as history from '../../../../src/core/history/history';
import * as dateLanguage from '../../../../src/core/i18n-dates/date-language';
import * as formatDate from '../../../../src/core/i18n-dates/format-date';

const modulesUnderTest = {
  client,
  design,
  title,
  env,
  start,
  errorTexts,
  thumbnail,
  likes,
  searchEnabled,
  storage,
  token,
  capability,
  guard,
  access,
  oauth,
  redirects,
  signIn,
  loginStatus,
  cookie,
  autoLogin,
  contentType,
  sort,
  paging,
  filterList,
  categories,
  pagination,
  viewport,
  dialog,
  route,
  topic,
  submit,
  view,
  badge,
  status,
  schedule,
  localized,
  slug,
  text,
  links,
  visibility,
  player,
  citation,
  images,
  banner,
  modules,
  transcript,
  favourites,
  share,
  truncate,
  history,
  dateLanguage,
  formatDate,
};

/** Values real APIs send where something else was expected. */
const GARBAGE: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  1e20,
  -1e20,
  '9999999-99-99',
  '{bad json',
  '[1,',
  0,
  -1,
  Number.NaN,
  Infinity,
  '6',
  true,
  false,
  [],
  [null],
  {},
  { a: null },
  new Date('invalid'),
  { status: 'six', consent: {}, speakers: 'nope', languages: 7, source: 3, params: '{bad' },
];

const functions = Object.entries(modulesUnderTest).flatMap(([mod, m]) =>
  Object.entries(m)
    .filter(([, v]) => typeof v === 'function')
    .map(([name, fn]) => [`${mod}.${name}`, fn] as const),
);

describe('src/core accepts malformed data: no exported client/session/library/content/history/date function throws on data', () => {
  it('covers every exported function of these folders', () => {
    expect(functions.length).toBeGreaterThan(80);
  });

  it.each(functions)('%s', (_name, fn) => {
    for (const a of GARBAGE) {
      for (const b of [undefined, null, 'x', 3, {}]) {
        expect(() => (fn as (...args: unknown[]) => unknown)(a, b, a, 0)).not.toThrow();
      }
    }
  });
});
