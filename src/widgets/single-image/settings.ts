/** Settings of the single image widget (spec 3 §3). */
export interface AssetNames { default?: string; md?: string; sm?: string; xs?: string }

export interface SingleImageSettings extends Record<string, unknown> {
  heading: string;
  customClasses: string;
  assetnames: AssetNames;
  assetlink: string;
  external: boolean;
}

export const singleImageDefaults: SingleImageSettings = {
  heading: '', customClasses: '', assetnames: {}, assetlink: '', external: false,
};
