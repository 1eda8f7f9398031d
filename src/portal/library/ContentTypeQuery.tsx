/**
 * `?contenttype=` names the listing (spec 2 §2, spec 3 §2): a link such as `/library?contenttype=events` opens the
 * events listing. The URL is replaced by that listing's own path without the key, so the tabs and back/forward work
 * on the path alone; nothing is requested for the listing the path named first.
 */
import { useEffect, type ReactNode } from 'react';
import { queriedContentType } from '../../core/library/content-type';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { listingOfRoute, VIEW_OF } from './scope';

export function ContentTypeQuery({ children }: { children: ReactNode }) {
  const { t } = usePortal();
  const router = useRouter();
  const { match, location } = router;
  const listing = listingOfRoute(match.name)!;
  const query = queryObject(location.search);
  const asked = queriedContentType(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one replacement per address; the router and query are read then
  useEffect(() => {
    if (asked === null) return;
    const { contenttype: _, ...rest } = query;
    router.navigate(
      { name: `${listing.prefix}${VIEW_OF[asked]}`, params: match.params, query: rest },
      { replace: true },
    );
  }, [location.search, match.name]);
  return asked !== null ? <Spinner label={t('state.loading')} /> : children;
}
