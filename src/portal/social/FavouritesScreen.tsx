/** The Favourites route's entry in the portal shell: the screen is a lazy chunk (src/portal/screens/LazyScreen). */
import { LazyScreen, type LazyChunk } from '../screens/LazyScreen';

const chunk: LazyChunk = { load: () => import('./Favourites'), loaded: null, name: 'favourites' };

export function FavouritesScreen() {
  return <LazyScreen chunk={chunk} />;
}
