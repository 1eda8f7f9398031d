/**
 * An image that survives a broken URL (spec 3 §8: "the configured error image is used"): on a load error it
 * switches once to `errorImage` (through the URL gate), and when that is missing or fails too it shows a neutral
 * box with a translated text. Each failure is one console warning naming the URL. The image fills its box, so a
 * failure changes nothing around it (issue 9).
 */
import { useEffect, useState } from 'react';
import { safeUrl } from '../../core/url/safe-url';

export interface FallbackImageProps {
  src: string | null;
  alt: string;
  errorImage?: unknown;
  /** Text of the neutral box shown when no image can be shown. */
  unavailable: string;
  /** Names the widget in the console warning. */
  owner: string;
}

export function FallbackImage({ src, alt, errorImage, unavailable, owner }: FallbackImageProps) {
  const fallback = safeUrl(errorImage);
  const [stage, setStage] = useState<'main' | 'error-image' | 'none'>(src ? 'main' : 'none');
  useEffect(() => {
    setStage(src ? 'main' : 'none');
  }, [src]);
  const current = stage === 'main' ? src : stage === 'error-image' ? fallback : null;
  if (!current)
    return (
      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label comes only together with role img
      <div className="cp-media__missing" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <span aria-hidden="true">{unavailable}</span>
      </div>
    );
  const onError = () => {
    console.warn(
      `[CongressPortal] ${owner}: the image ${current} could not be loaded${stage === 'main' && fallback ? '; showing the configured error image' : ''}.`,
    );
    setStage(stage === 'main' && fallback ? 'error-image' : 'none');
  };
  return <img className="cp-media__image" src={current} alt={alt} loading="lazy" decoding="async" onError={onError} />;
}
