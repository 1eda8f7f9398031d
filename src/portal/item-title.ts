/**
 * The current page's own title (a resource, event, speaker, package, education item or client page), reported by
 * its screen for the breadcrumb (spec 3 §2) and the document title. Reported with the path it belongs to, so the
 * shell never shows a title left over from the page before (core `currentItemTitle`).
 */
import { createContext, useContext, useEffect } from 'react';
import { useRouter } from './router/context';

export const ItemTitleCtx = createContext<(path: string, title: string | null) => void>(() => undefined);

/** Reports `title` as the title of the page shown (null while it is not known). */
export function useItemTitle(title: string | null | undefined): void {
  const report = useContext(ItemTitleCtx);
  const { path } = useRouter().match;
  useEffect(() => {
    report(path, title ?? null);
  }, [report, path, title]);
}
