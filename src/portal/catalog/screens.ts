/** The package, spotlight and education routes' entry in the portal shell: one lazy chunk (./CatalogRoute.tsx). */
import { lazyScreen } from '../lazy-screen';

/** Packages, PackageDetail, Spotlights, SpotlightDetail, Education, EducationItemDetail (a pattern: fewer shell bytes than a list). */
export const isCatalogRoute = (name: string) => /^(Package|Spotlight|Education)/.test(name);
export const CatalogScreen = lazyScreen('catalog', () => import('./CatalogRoute'));
