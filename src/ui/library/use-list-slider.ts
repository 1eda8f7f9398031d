/**
 * The slider view's lazy chunk (./ListSlider.tsx: the shared carousel and its CSS), imported the first time a list
 * asks for it: the list widgets' slider layout and the portal's events slider (spec 2 §2). Null until it is there,
 * and where it failed to load (a warning names it; the caller keeps its skeleton or falls back).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { ListSliderProps } from './ListSlider';

export function useListSlider(wanted: boolean): ComponentType<ListSliderProps> | null {
  const [Slider, setSlider] = useState<ComponentType<ListSliderProps> | null>(null);
  useEffect(() => {
    if (!wanted || Slider) return undefined;
    let live = true;
    import('./ListSlider').then(
      (m) => {
        if (live) setSlider(() => m.default);
      },
      (error: unknown) => console.warn('[CongressPortal] the slider could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, Slider]);
  return Slider;
}
