/** Settings of the HTML text widget (spec 3 §3), plus the optional shared-filter hook (docs/host-messages.md). */
export interface HtmlTextSettings extends Record<string, unknown> {
  html: string;
  customClasses: string;
  /**
   * When set, the text takes part in the shared filter with this sourceId (spec 3 §2 Widget mode): elements
   * with `data-filter-value` show only while their value is selected (all show when the filter is clear),
   * and elements with `data-share-filter` set the filter for every widget on the page when clicked.
   */
  filterSourceId: string;
}

export const htmlTextDefaults: HtmlTextSettings = { html: '', customClasses: '', filterSourceId: '' };
