/**
 * Slug → CSS class name (spec 1 §5): trim, non-alphanumerics to spaces, spaces to dashes, lowercase, and an
 * underscore prefix when the result starts with a digit or a dash. Non-strings give ''.
 * @example slugClass(' 2026 Heart & Lung ') // '_2026-heart---lung'
 */
export function slugClass(slug: unknown): string {
  const s = typeof slug === 'string' ? slug : typeof slug === 'number' ? String(slug) : '';
  const out = s
    .trim()
    .replace(/[^a-zA-Z0-9]/g, ' ')
    .replace(/ /g, '-')
    .toLowerCase();
  return /^[0-9-]/.test(out) ? `_${out}` : out;
}
