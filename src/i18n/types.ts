/** Translation table of one area: `{ en: { key: text }, de: { key: text } }`. Keys are dotted. */
export type Messages = Record<'en' | 'de', Record<string, string>>;

/** Looks a key up (client overrides ← widget messages ← common messages), `{name}` placeholders filled. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;
