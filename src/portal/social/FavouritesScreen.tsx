/** The Favourites route's entry in the portal shell: the screen is a lazy chunk (../lazy-screen.tsx). */
import { lazyScreen } from '../lazy-screen';

export const FavouritesScreen = lazyScreen('favourites', () => import('./Favourites'));
