import { describe, expect, it } from 'vitest';
import * as C from '../../../../src/core/constants';

describe('spec 1 §9 / spec 2 §9 / spec 3 §9 business constants', () => {
  it.each([
    ['HTTP_TIMEOUT_MS', C.HTTP_TIMEOUT_MS, 10_000],
    ['TOKEN_EXPIRY_MARGIN_MS', C.TOKEN_EXPIRY_MARGIN_MS, 5_000],
    ['SEARCH_CACHE_MS', C.SEARCH_CACHE_MS, 10_000],
    ['PAGE_CACHE_MS', C.PAGE_CACHE_MS, 1_000_000],
    ['DEFAULT_POLL_INTERVAL_MS', C.DEFAULT_POLL_INTERVAL_MS, 5_000],
    ['AUTO_LOGIN_TIMEOUT_MS', C.AUTO_LOGIN_TIMEOUT_MS, 5_000],
    ['CHUNK_LOAD_TIMEOUT_MS', C.CHUNK_LOAD_TIMEOUT_MS, 55_000],
    ['MAX_LIST_LENGTH', C.MAX_LIST_LENGTH, 2017],
    ['EVENT_RESOURCES_PAGE_SIZE', C.EVENT_RESOURCES_PAGE_SIZE, 20],
    ['HISTORY_CAP', C.HISTORY_CAP, 20],
    ['ANALYTICS_COOKIE_TIMEOUT_S', C.ANALYTICS_COOKIE_TIMEOUT_S, 33_696_000],
    ['TIMETABLE_COMPACT_MAX_WINDOW_HEIGHT', C.TIMETABLE_COMPACT_MAX_WINDOW_HEIGHT, 840],
    ['PUBLISHED_STATUS', C.PUBLISHED_STATUS, 6],
    ['UPCOMING_EVENT_STATUS', C.UPCOMING_EVENT_STATUS, 2],
  ])('%s = %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('page sizes: resources, events, speakers 24; slides 48', () => {
    expect(C.PAGE_SIZE).toEqual({ congressresources: 24, events: 24, speakers: 24, slides: 48 });
  });

  it('player languages: the 28 ISO codes, unique', () => {
    expect(C.PLAYER_LANGUAGES).toHaveLength(28);
    expect(new Set(C.PLAYER_LANGUAGES).size).toBe(28);
    expect(C.PLAYER_LANGUAGES).toContain('pt-PT');
  });

  it('slider breakpoint sets are ordered widest first and end with 1 slide', () => {
    for (const set of [C.SLIDER_BREAKPOINTS_PLAYER, C.SLIDER_BREAKPOINTS_TEASER]) {
      expect(set.map((b) => b.slides)).toEqual([4, 3, 2, 1]);
    }
    expect(C.SLIDER_BREAKPOINTS_PLAYER.map((b) => b.minWidthExclusive)).toEqual([1185, 866, 577, 0]);
    expect(C.SLIDER_BREAKPOINTS_TEASER.map((b) => b.minWidthExclusive)).toEqual([1226, 884, 595, 0]);
  });

  it('image renditions xs/sm/md', () => {
    expect(C.IMAGE_RENDITIONS).toEqual({
      xs: { width: 576, maxViewportPx: 567 },
      sm: { width: 768, maxViewportPx: 767 },
      md: { width: 1024, maxViewportPx: 1023 },
    });
  });
});
