import { describe, expect, it } from 'vitest';
import { headerBannerAsset } from '../../../../src/core/content/banner';
import { imageSources } from '../../../../src/core/content/image-renditions';
import { externalUrl, surveyLink } from '../../../../src/core/content/links';
import { shareLink } from '../../../../src/core/content/share';
import { statusThumbnailAsset, thumbnailFallbackAsset } from '../../../../src/core/content/thumbnail';
import { overlayButtons } from '../../../../src/core/live/overlay-mode';
import { offAirImageUrl, previewImageUrl } from '../../../../src/core/live/preview-image';
import { channelThumbnail } from '../../../../src/core/live/thumbnails';
import { accessibilityStatementTarget, footerSocialLinks } from '../../../../src/core/menus/footer';
import { menuItemLink } from '../../../../src/core/menus/link';
import { defaultRedirectTarget, logoutPlan, redirectAfterGiftCode } from '../../../../src/core/session/redirects';
import { qaPrefillUrl } from '../../../../src/core/tracking/qa-chat';
import { patternLink, widgetModeLink } from '../../../../src/core/widget-mode/url-pattern';
import { webcastDisplayLink } from '../../../../src/core/widget-mode/webcast-link';

/** Hostile spellings every link producer must refuse (the full table is in safe-url.test.ts). */
const HOSTILE = [
  'javascript:alert(1)',
  ' \u0001JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('ARCHITECTURE Links and URLs: every core function that builds an href or src from settings or data uses the gate', () => {
  it.each(HOSTILE)('%j gives no link, image or navigation from any of them', (bad) => {
    expect(patternLink(bad, { slug: 's' })).toBeNull();
    expect(patternLink(`${bad}###slug###`, { slug: 's' })).toBeNull();
    expect(widgetModeLink('event', { id: 1, slug: 's' }, { event: bad })).toBeNull();
    expect(webcastDisplayLink({ eventDetailsLink: bad }, { slug: 'a' }, { channelUrlPattern: bad })).toBeNull();
    expect(overlayButtons({ eventDetailsLink: bad, meetTheExpertsLink: bad }, null)).toEqual([]);
    expect(menuItemLink({ link_type: 'external', link: bad })).toBeNull();
    expect(menuItemLink({ link_type: 'path', link: bad })).toBeNull();
    expect(footerSocialLinks({ facebookUrl: bad, xUrl: bad })).toEqual([]);
    expect(accessibilityStatementTarget({ a11yStatementUrl: bad })).toEqual({
      href: '/accessibility',
      external: false,
    });
    expect(externalUrl(bad)).toBeNull();
    expect(surveyLink(bad, 'u')).toBeNull();
    expect(shareLink(bad, 10)).toBeNull();
    expect(defaultRedirectTarget(bad)).toEqual({ kind: 'home' });
    expect(redirectAfterGiftCode({ defaultRedirectUrl: bad })).toEqual({ kind: 'home' });
    // biome-ignore lint/suspicious/noThenProperty: a logout plan is plain data, never awaited
    expect(logoutPlan({ logoutUrl: bad, postLogoutUrl: bad })).toEqual({ frameUrl: null, then: { kind: 'home' } });
    expect(qaPrefillUrl(bad, null)).toBeNull();
    expect(imageSources({ default: bad, xs: bad }).src).toBeNull();
    expect(headerBannerAsset({ 'header.banner': bad }, 1200)).toBeNull();
    expect(statusThumbnailAsset({ scheduledThumbnail: bad }, 'scheduled')).toBeNull();
    expect(thumbnailFallbackAsset({ 'fallback-lecture': bad }, 'lecture')).toBeNull();
    expect(offAirImageUrl(bad, 'c1')).toBeNull();
    expect(previewImageUrl(bad, 'c1', 0)).toBeNull();
    expect(channelThumbnail({ id: 'c1', paused: 1 }, { default: bad, error: bad }, 0)).toEqual({
      kind: 'none',
      url: null,
      errorUrl: null,
    });
  });

  it('safe values still pass through each of them unchanged', () => {
    expect(patternLink('https://host.example/live/###slug###', { slug: 'keynote' })).toBe(
      'https://host.example/live/keynote',
    );
    expect(patternLink('/live/###slug###', { slug: '' })).toBeNull();
    expect(
      webcastDisplayLink(
        { eventDetailsLink: 'javascript:x' },
        { slug: 'hall-a' },
        { channelUrlPattern: '/c/###slug###' },
      ),
    ).toEqual({ href: '/c/hall-a', target: '_top' });
    expect(menuItemLink({ link_type: 'external', link: 'mailto:office@example.org' })).toEqual({
      type: 'external',
      href: 'mailto:office@example.org',
      target: null,
    });
    expect(externalUrl('example.org/x')).toBe('https://example.org/x');
    expect(defaultRedirectTarget('https://example.org')).toEqual({ kind: 'navigate', url: 'https://example.org' });
    expect(imageSources({ default: 'javascript:x', md: 'https://cdn.example/md.png' }).src).toBe(
      'https://cdn.example/md.png',
    );
  });
});
