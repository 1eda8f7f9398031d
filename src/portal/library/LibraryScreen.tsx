/** The library routes' entry in the portal shell: the listing itself is a lazy chunk (src/portal/screens/LazyScreen). */
import { LazyScreen, type LazyChunk } from '../screens/LazyScreen';

const chunk: LazyChunk = { load: () => import('./LibraryRoute'), loaded: null, name: 'library' };

export function LibraryScreen() {
  return <LazyScreen chunk={chunk} />;
}
