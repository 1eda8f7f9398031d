/** Asset name → image URL (GET assets, once per API client; only http(s) and root-relative URLs). */
import { imageUrl } from '../data/content';
import { useAssets } from '../data/use-assets';

export function useAssetUrl(): (name: unknown) => string | null {
  const assets = useAssets();
  return (name) => (typeof name === 'string' ? imageUrl(assets[name]) : null);
}
