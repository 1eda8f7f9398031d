import { join } from 'node:path';
import alias from '@rollup/plugin-alias';
import type { Plugin } from 'rollup';

const NOOP_SIGNALS_RUNTIME = '\0congress-portal:signals-runtime-noop';

/**
 * Preact subscribes components to signals by itself, so `useSignals()` (needed under React) does nothing in
 * the script-tag build (STACK.md "Signals under the preact/compat build": 9.5 kB instead of 12.3 kB).
 */
export function noopSignalsRuntime(): Plugin {
  return {
    name: 'noop-signals-runtime',
    resolveId: (id) => (id === '@preact/signals-react/runtime' ? NOOP_SIGNALS_RUNTIME : null),
    load: (id) => (id === NOOP_SIGNALS_RUNTIME ? 'export function useSignals() {}' : null),
  };
}

/**
 * react → Preact for the script-tag bundles (STACK.md snippet; DocSearch does the same). Code that needs
 * React's DOM semantics — the portal and the widgets other than html-text — gets preact/compat. The runtime,
 * src/ui, src/state and html-text use hooks, context and class components only: core Preact serves them
 * (scripts/build/react-*-on-preact.ts), so a page with one html-text never downloads preact/compat; on a
 * page that loads it, its hooks serve every tree (docs/architecture.md).
 */
const COMPAT_IMPORTERS = /[\\/]src[\\/](portal|widgets[\\/](?!html-text[\\/]|shared[\\/]))/;
const REACT_ON_PREACT: Record<string, [light: string, compat: string]> = {
  react: ['./scripts/build/react-on-preact.ts', 'preact/compat'],
  'react-dom': ['./scripts/build/react-dom-on-preact.ts', 'preact/compat'],
  'react-dom/client': ['./scripts/build/react-dom-on-preact.ts', 'preact/compat/client'],
};
export function reactOnPreact(): Plugin {
  return {
    name: 'react-on-preact',
    async resolveId(id, importer) {
      const targets = REACT_ON_PREACT[id];
      if (!targets) return null;
      const compat = importer !== undefined && COMPAT_IMPORTERS.test(importer);
      return compat ? this.resolve(targets[1], importer, { skipSelf: true }) : join(process.cwd(), targets[0]);
    },
  };
}
export const preactAlias = () =>
  alias({
    entries: [
      { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
      { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-runtime' },
      { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
    ],
  });
