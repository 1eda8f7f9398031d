/**
 * Finds the `src` of every `<script>` in an HTML string without running anything (DOMParser documents are
 * inert). Inline scripts have no src and are never run, so they are reported as blocked too.
 */
export interface FoundScripts {
  sources: string[];
  inlineCount: number;
}

export function extractScripts(html: string): FoundScripts {
  if (!html || typeof DOMParser === 'undefined') return { sources: [], inlineCount: 0 };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...doc.querySelectorAll('script')];
  return {
    sources: scripts.map((s) => s.getAttribute('src')).filter((src): src is string => Boolean(src?.trim())),
    inlineCount: scripts.filter((s) => !s.getAttribute('src')).length,
  };
}
