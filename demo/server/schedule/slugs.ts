import { slugify } from '../../data/generate/random';

/**
 * A slug that works as is in a URL path segment, a query value and a fragment: unreserved characters of RFC 3986
 * only, starting with a letter or digit, at most 200 characters. `36c3-11172-leaving_legacy_behind` and
 * `Camp2019-10386-opening_ceremony` are usable; `talk über grenzen` and `a/b` are not.
 */
export const USABLE_SLUG = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/;

/**
 * Hands out the slugs of one import (issue 8 item 4): the source's slug exactly (case, underscores and all —
 * the congress's own site and media.ccc.de link with it), and a generated one only where the source's is
 * missing, already taken in this import, or unusable in a URL.
 */
export class SlugKeeper {
  private readonly used = new Set<string>();
  /** Slugs that could not be kept, as `"source" → "generated" (reason)`, for the import's report. */
  readonly replaced: string[] = [];

  /** `fallback` is the text a slug is generated from when the source gives none. */
  take(source: unknown, fallback: string): string {
    const given = typeof source === 'string' ? source : '';
    if (given && USABLE_SLUG.test(given) && !this.used.has(given)) return this.keep(given);
    const base = (given && slugify(given)) || slugify(fallback) || 'item';
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    if (given)
      this.replaced.push(
        `${JSON.stringify(given)} → ${JSON.stringify(slug)} (${this.used.has(given) ? 'duplicate' : 'not usable in a URL'})`,
      );
    return this.keep(slug);
  }

  private keep(slug: string): string {
    this.used.add(slug);
    return slug;
  }
}
