import type { Plugin } from 'rollup';

/**
 * CSS of the style modules (files named `…styles.ts` under src/: `export const x = \`…\``) without comments
 * and runs of white space: the text is adopted into every shadow root as written, and its comments and
 * indentation would be ≈ 0.3 kB gzip of a page with one html-text. Only the literal parts of a
 * template change; `${…}` stays.
 */
export function minifyStyleTemplates(): Plugin {
  const squeeze = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}');
  // Quoted strings (font names, content) stay as written.
  const css = (text: string) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(/("[^"]*"|'[^']*')/)
      .map((part, i) => (i % 2 ? part : squeeze(part)))
      .join('');
  return {
    name: 'minify-style-templates',
    transform(code, id) {
      if (!/[\\/]src[\\/].*styles\.ts$/.test(id)) return null;
      const out = code.replace(
        /(=\s*)`((?:[^`\\]|\\.)*)`/g,
        (_m, head: string, body: string) =>
          `${head}\`${body
            .split(/(\$\{[^}]*\})/)
            .map((part, i) => (i % 2 ? part : css(part)))
            .join('')}\``,
      );
      return { code: out, map: null };
    },
  };
}
