/** Shown when the runtime itself cannot load (the runtime renders every other state, translated). */
const TEXTS: Record<string, [message: string, retry: string]> = {
  en: ['This content could not be loaded.', 'Try again'],
  de: ['Dieser Inhalt konnte nicht geladen werden.', 'Erneut versuchen'],
};

/**
 * Writes a plain, accessible message (role="alert") with a retry button into the mount point and returns
 * a function that removes it again.
 */
export function showLoadFailure(el: Element, locale: string | undefined, retry: () => void): () => void {
  const [message, label] = TEXTS[(locale ?? '').slice(0, 2)] ?? TEXTS.en;
  const doc = el.ownerDocument;
  const box = doc.createElement('div');
  box.role = 'alert';
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.onclick = retry;
  // biome-ignore lint/style/useTemplate: the concatenation minifies 2 bytes shorter (loader.js's 2 kB budget)
  box.append(message + ' ', button);
  el.append(box);
  return () => box.remove();
}
