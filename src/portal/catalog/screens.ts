/** The package, spotlight and education routes' entry in the portal shell: one lazy chunk (./CatalogRoute.tsx). */
import { lazyScreen } from '../lazy-screen';

export const CATALOG_ROUTES = new Set(['Packages', 'PackageDetail', 'Spotlights', 'SpotlightDetail', 'Education', 'EducationItemDetail']);
export const CatalogScreen = lazyScreen('catalog page', () => import('./CatalogRoute'));
