/** The client's asset map (name → URL, GET assets once per API client); empty while it loads or when it failed. */
import { usePortal } from '../app-context';
import { loadAssets } from './content';
import { useAsync } from './use-async';

export function useAssets(): Record<string, string> {
  const { api } = usePortal();
  const assets = useAsync(`assets:${api.client}`, () => loadAssets(api));
  return assets.status === 'done' ? assets.value : {};
}
