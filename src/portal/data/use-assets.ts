/** The client's asset map (name → URL, GET assets once per API client). */
import { usePortal } from '../app-context';
import { loadAssets } from './content';
import { useAsync } from './use-async';

/** The asset map's answer, for callers that must tell "still loading" from "not there" (missing badge assets). */
export function useAssetsAnswer() {
  const { api } = usePortal();
  return useAsync(`assets:${api.client}`, () => loadAssets(api));
}

/** The asset map; empty while it loads or when it failed. */
export function useAssets(): Record<string, string> {
  const assets = useAssetsAnswer();
  return assets.status === 'done' ? assets.value : {};
}
