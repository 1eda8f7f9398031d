/** Asset name → image URL (GET assets, once per API client; only http(s) and root-relative URLs). */
import { useAsync } from '../data/use-async';
import { imageUrl, loadAssets } from '../data/content';
import { usePortal } from '../app-context';

export function useAssetUrl(): (name: unknown) => string | null {
  const { api } = usePortal();
  const assets = useAsync(`assets:${api.client}`, () => loadAssets(api));
  return (name) => (assets.status === 'done' && typeof name === 'string' ? imageUrl(assets.value[name]) : null);
}
