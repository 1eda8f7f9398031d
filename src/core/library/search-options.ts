/**
 * The search dialog's options as one flat, numbered model (spec 2 §2, spec 3 §2): index 0 is always the typed
 * text, then each section's options in order. Every option carries its index, so the dialog renders sections
 * without counting during render, and the arrow keys, Enter and `aria-activedescendant` all read the same list —
 * the shape DocSearch's `Results`/`Result` render from.
 */
import type { ResolvedMenuLink } from '../menus/navigation';
import type { SearchMatch } from './search-results';

type TextOption<K extends string> = { kind: K; index: number; text: string };
type MatchOption<K extends string> = { kind: K; index: number; match: SearchMatch };

export type SearchOption =
  | TextOption<'query'>
  | TextOption<'recent'>
  | TextOption<'suggestion'>
  | MatchOption<'match'>
  | MatchOption<'viewed'>
  | { kind: 'link'; index: number; text: string; link: ResolvedMenuLink };

/** The section keys, also the last part of their heading's translation key (`search.<key>`). */
export type SearchSectionKey = 'recent' | 'viewed' | 'links' | 'suggestions' | 'matches';

export interface SearchSection {
  key: SearchSectionKey;
  options: SearchOption[];
}

export interface SearchModel {
  /** Every option by index: `options[0]` is the typed text. */
  options: SearchOption[];
  /** The non-empty sections, in the order shown. */
  sections: SearchSection[];
}

export interface SearchModelInput {
  query: string;
  /** Without a query: recent searches, recently viewed items and the modal's menu links. */
  recent: readonly string[];
  viewed: readonly SearchMatch[];
  links: readonly { text: string; link: ResolvedMenuLink }[];
  /** With a query: the autocomplete's completions and direct matches for it. */
  suggestions: readonly string[];
  matches: readonly SearchMatch[];
}

type Unnumbered = SearchOption extends infer O ? (O extends SearchOption ? Omit<O, 'index'> : never) : never;

export function searchModel(input: SearchModelInput): SearchModel {
  const groups: [SearchSectionKey, Unnumbered[]][] = input.query
    ? [
        ['suggestions', input.suggestions.map((text) => ({ kind: 'suggestion', text }))],
        ['matches', input.matches.map((match) => ({ kind: 'match', match }))],
      ]
    : [
        ['recent', input.recent.map((text) => ({ kind: 'recent', text }))],
        ['viewed', input.viewed.map((match) => ({ kind: 'viewed', match }))],
        ['links', input.links.map(({ text, link }) => ({ kind: 'link', text, link }))],
      ];
  const options: SearchOption[] = [{ kind: 'query', index: 0, text: input.query }];
  const sections: SearchSection[] = [];
  for (const [key, unnumbered] of groups) {
    if (!unnumbered.length) continue;
    const start = options.length;
    const numbered = unnumbered.map((option, i) => ({ ...option, index: start + i }) as SearchOption);
    options.push(...numbered);
    sections.push({ key, options: numbered });
  }
  return { options, sections };
}

/** The option's stable React key: its kind and what it names. */
export function searchOptionKey(option: SearchOption): string {
  if (option.kind === 'match' || option.kind === 'viewed')
    return `${option.kind}:${option.match.type}:${option.match.id}`;
  return `${option.kind}:${option.text}`;
}
