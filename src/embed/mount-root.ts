/**
 * The shadow root every mount renders into (widget or portal): emptied, one `.cp-root` container, and the base,
 * ui and default theme styles adopted before the first render (the client's theme replaces them later).
 */
import { ensureShadowRoot } from './shadow';
import { applyStyles } from './styles';
import { baseStyles } from './base-styles';
import { themeCss } from './theme';
import { uiStyles } from '../ui/styles';

export function prepareMountRoot(el: HTMLElement, nonce?: string): { root: ShadowRoot; container: HTMLDivElement } {
  const root = ensureShadowRoot(el);
  root.replaceChildren();
  const container = document.createElement('div');
  container.className = 'cp-root';
  root.append(container);
  applyStyles(root, [baseStyles, uiStyles, themeCss(null)], nonce);
  return { root, container };
}
