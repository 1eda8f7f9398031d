/**
 * The library routes' entry in the portal shell: the listing itself is a lazy chunk (issue 11 budget: library
 * route JS ≤ 60 kB gzip beyond the portal shell), fetched the first time a library route shows.
 */
import { LazyScreen } from '../screens/LazyScreen';

const loadLibrary = () => import('./LibraryRoute');

export function LibraryScreen() {
  return <LazyScreen load={loadLibrary} what="library" />;
}
