/**
 * Settings of the package widget (docs/widgets/package.md). The spec names the widget (spec 3 §2) and the package's
 * fields and requests (spec 2 §3, §9) but no settings; these follow the list widgets' (docs/widgets/library.md).
 */
export interface PackageSettings extends Record<string, unknown> {
  /** The package's slug or sku (GET {client}/packages/{slugOrSku}); required. */
  package: string;
  /** A heading (h2) above the package; the package's title is then an h3. */
  heading: string;
  /** The package image (assets.packageImage); `false` hides it. */
  showImage: boolean | string;
  /** The package's modules (its lists and texts) under it; `false` shows the package alone. */
  showModules: boolean | string;
  /** Links: { package, cr, event, speaker } with ###slug### (packages: slug, else sku; ###sku###, ###id###). */
  urlPatterns: Record<string, unknown>;
  /** The shared filter the topic buttons set and the module lists follow (spec 3 §2 Widget mode); default 'topic'. */
  filterSourceId: string;
  customClasses: string;
}

export const packageDefaults: PackageSettings = {
  package: '',
  heading: '',
  showImage: true,
  showModules: true,
  urlPatterns: {},
  filterSourceId: 'topic',
  customClasses: '',
};
