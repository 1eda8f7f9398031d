/** Language names for the subtitles menu, in the page's language (English as a fallback; the code if unknown). */
import { useMemo } from 'react';

export function useLanguageName(locale: string): (code: string) => string {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'language' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [locale]);
}
