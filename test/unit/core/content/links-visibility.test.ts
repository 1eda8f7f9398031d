import { describe, expect, it } from 'vitest';
import { externalUrl, isExternalLinkResource, surveyLink } from '../../../../src/core/content/links';
import { canCite, canFavourite, canLike, canShare, showsDuration } from '../../../../src/core/content/visibility';

describe('spec 2 §5 survey link: user placeholder replaced by the URL-encoded user uuid', () => {
  it.each([
    ['https://survey.example/?u=###uuid###', 'a b/c', 'https://survey.example/?u=a%20b%2Fc'],
    ['https://survey.example/{uuid}/x?again={uuid}', 'u-1', 'https://survey.example/u-1/x?again=u-1'],
    ['https://survey.example/?u=###uuid###', null, 'https://survey.example/?u='],
    ['https://survey.example/plain', 'u-1', 'https://survey.example/plain'],
    ['  ', 'u', null],
    [null, 'u', null],
  ])('%j with uuid %j → %j', (link, uuid, expected) => {
    expect(surveyLink(link, uuid)).toBe(expected);
  });
});

describe('spec 2 §4 external-link resource URL: https:// added if no scheme', () => {
  it.each([
    ['www.esc.org/x', 'https://www.esc.org/x'],
    ['http://esc.org', 'http://esc.org'],
    ['https://esc.org', 'https://esc.org'],
    ['//cdn.esc.org/a', 'https://cdn.esc.org/a'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', null],
    [' JavaScript :alert(1)', null],
    ['', null],
    [null, null],
  ])('%j → %j', (url, expected) => {
    expect(externalUrl(url)).toBe(expected);
  });

  it('detects external-link resources', () => {
    expect(isExternalLinkResource({ crdisplaytype: 'external-link', meta_externalUrl: 'esc.org' })).toBe(true);
    expect(isExternalLinkResource({ crdisplaytype: 'external-link', meta_externalUrl: '' })).toBe(false);
    expect(isExternalLinkResource({ crdisplaytype: 'pdf', meta_externalUrl: 'esc.org' })).toBe(false);
    expect(isExternalLinkResource(null)).toBe(false);
  });
});

const client = { enableLikes: 1, enableCitation: true, enableSocialShare: '1', enableFavorites: 1 };
const published = { status: 6 };

describe('spec 2 §5 / spec 3 §5 likes: enabled, signed in, type congress resource, status 6', () => {
  it.each([
    ['all conditions', published, 'congressresource', { client, signedIn: true }, true],
    ["type 'cr'", published, 'cr', { client, signedIn: true }, true],
    ['signed out', published, 'congressresource', { client, signedIn: false }, false],
    ['likes disabled', published, 'congressresource', { client: { ...client, enableLikes: 0 }, signedIn: true }, false],
    ['event type', published, 'event', { client, signedIn: true }, false],
    ['status 5', { status: 5 }, 'congressresource', { client, signedIn: true }, false],
    ['no client', published, 'congressresource', { signedIn: true }, false],
  ])('%s → %s', (_l, item, type, ctx, expected) => {
    expect(canLike(item, type, ctx)).toBe(expected);
  });
});

describe('spec 2 §5 / spec 3 §5 citation: status 6, citation enabled, type congress resource', () => {
  it.each([
    [published, 'congressresource', { client }, true],
    [published, 'congressresource', { client: { enableCitation: 0 } }, false],
    [{ status: '6' }, 'speaker', { client }, false],
    [{ status: 2 }, 'congressresource', { client }, false],
  ])('%j %s → %s', (item, type, ctx, expected) => {
    expect(canCite(item, type, ctx)).toBe(expected);
  });
});

describe("spec 2 §5 / spec 3 §5 share: the client's social share flag", () => {
  it.each([
    [{ client }, true],
    [{ client: { enableSocialShare: 0 } }, false],
    [{}, false],
  ])('%j → %s', (ctx, expected) => {
    expect(canShare(ctx)).toBe(expected);
  });
});

describe('spec 2 §5 / spec 3 §5 favourites: signed in, enabled, not in widget mode', () => {
  it.each([
    [{ client, signedIn: true }, true],
    [{ client, signedIn: true, widgetMode: true }, false],
    [{ client, signedIn: false }, false],
    [{ client: { enableFavorites: false }, signedIn: true }, false],
  ])('%j → %s', (ctx, expected) => {
    expect(canFavourite(ctx)).toBe(expected);
  });
});

describe('spec 2 §5 / spec 3 §5 duration: status 6, consent not 0, display type not pdf or html', () => {
  it.each([
    [{ status: 6, consent: 1, crdisplaytype: null }, true],
    [{ status: 6 }, true],
    [{ status: 6, crdisplaytype: 'PDF' }, false],
    [{ status: 6, crdisplaytype: 'html' }, false],
    [{ status: 6, consent: 0 }, false],
    [{ status: 4 }, false],
    [null, false],
  ])('%j → %s', (r, expected) => {
    expect(showsDuration(r)).toBe(expected);
  });
});
