/** Single image widget: a responsive picture with an optional heading and link (spec 3 §3, §9). */
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { safeUrl } from '../../core/url/safe-url';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Spinner';
import { buildPictureSources } from './sources';
import { loadAssets } from '../../api/assets';
import { imageFit, type SingleImageSettings } from './settings';

/** " in #id" for a mount point with an id: which picture on the page the warning is about. */
const whereOf = (root: ShadowRoot) => (root.host?.id ? ` in #${root.host.id}` : '');

/** Issue 9 bad input: says which names were asked for, that none resolved, and that the box stays (empty). */
export function unresolvedText(names: unknown): string {
  const given =
    typeof names === 'object' && names !== null
      ? Object.entries(names).filter(([, v]) => typeof v === 'string' && v.trim())
      : [];
  const listed = given.length ? given.map(([k, v]) => `${k} "${String(v)}"`).join(', ') : 'none given';
  return `none of the asset names (${listed}) resolves to an image in the client's asset list; its reserved box stays empty.`;
}

type Assets = { status: 'loading' } | { status: 'ready'; map: Record<string, unknown> } | { status: 'failed' };

export function SingleImage({ settings, context }: WidgetProps<SingleImageSettings>) {
  const [assets, setAssets] = useState<Assets>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { t } = context;

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a retry loads again
  useEffect(() => {
    let live = true;
    loadAssets(context.api).then(
      (map) => {
        if (live) setAssets({ status: 'ready', map });
      },
      (error: unknown) => {
        console.warn('[CongressPortal] single-image: the asset list could not be loaded.', error);
        if (live) setAssets({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [context.api, attempt]);

  const sources =
    assets.status === 'ready' ? buildPictureSources(settings.assetnames, assets.map, context.api.base) : null;
  const unresolved = sources !== null && !sources.src;
  useEffect(() => {
    if (unresolved)
      console.warn(`[CongressPortal] single-image${whereOf(context.root)}: ${unresolvedText(settings.assetnames)}`);
  }, [unresolved, settings.assetnames, context.root]);

  // The skeleton and the picture fill the box reserved from the aspect ratio (issue 9): nothing moves.
  if (assets.status === 'loading') return <Skeleton height="100%" />;
  if (assets.status === 'failed') {
    return (
      <ErrorState
        message={t('error.loadingFailed')}
        retryLabel={t('action.retry')}
        onRetry={() => {
          setAssets({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!sources?.src) return null;
  const { src } = sources;
  const heading = typeof settings.heading === 'string' ? settings.heading.trim() : '';
  // The link passes the URL gate (shared/ARCHITECTURE.md "Links and URLs"): a javascript: or other refused URL
  // renders the image without a link (preact/compat would otherwise render it and run it on click).
  const link = safeUrl(settings.assetlink) ?? '';
  const external = settings.external === true || String(settings.external) === 'true';
  // A linked image is the link's only content, so it needs a name; a plain image without heading is decorative.
  const alt = heading || (link ? t('singleImage.linkFallback') : '');
  const picture = (
    <picture>
      {sources.sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcset} />
      ))}
      {/* Not loading="lazy": the runtime mounts a widget when it nears the viewport, and a first-screen visual is
          the page's largest paint (issue 9, Lighthouse LCP); prefetch has asked for the picture already. */}
      <img src={src} alt={alt} decoding="async" />
    </picture>
  );
  const classes = [
    'cp-single-image',
    imageFit(settings.fit) === 'contain' ? 'is-contain' : '',
    typeof settings.customClasses === 'string' ? settings.customClasses : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <figure className={classes}>
      {link ? (
        <a href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {picture}
          {external ? <span className="cp-visually-hidden"> {t('singleImage.opensInNewTab')}</span> : null}
        </a>
      ) : (
        picture
      )}
      {heading ? <figcaption className="cp-single-image__heading">{heading}</figcaption> : null}
    </figure>
  );
}
