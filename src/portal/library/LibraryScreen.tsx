/** The library routes' entry in the portal shell: the listing itself is a lazy chunk (../lazy-screen.tsx). */
import { lazyScreen } from '../lazy-screen';

export const LibraryScreen = lazyScreen('library', () => import('./LibraryRoute'));
