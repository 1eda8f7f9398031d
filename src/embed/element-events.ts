/**
 * The DOM side of the host contract: every event a mount reports is also a `CustomEvent` named `congress-…` on its
 * mount element (`<congress-widget>`, `<congress-portal>` or a data-attribute mount point), bubbling and composed,
 * so frameworks listen with their own syntax (`@congress-filter`, `onCongressFilter`). Detail types: element-api.ts.
 */
export function dispatchCongressEvent(el: Element, name: string, detail: Record<string, unknown>): void {
  el.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
