/** Settings of the single image widget (spec 3 §3). */
export interface AssetNames {
  default?: string;
  md?: string;
  sm?: string;
  xs?: string;
}

export interface SingleImageSettings extends Record<string, unknown> {
  heading: string;
  customClasses: string;
  assetnames: AssetNames;
  assetlink: string;
  external: boolean;
  /**
   * How the picture fills the box reserved for it (issue 9), centred either way: `cover` (default) fills it and
   * crops what overflows, `contain` shows the whole picture with bands on two sides. Not in spec 3 §3.
   */
  fit: ImageFit;
}

export type ImageFit = 'cover' | 'contain';

/** The `fit` setting: `contain` when asked for, `cover` for anything else. */
export const imageFit = (value: unknown): ImageFit => (value === 'contain' ? 'contain' : 'cover');

export const singleImageDefaults: SingleImageSettings = {
  heading: '',
  customClasses: '',
  assetnames: {},
  assetlink: '',
  external: false,
  fit: 'cover',
};
