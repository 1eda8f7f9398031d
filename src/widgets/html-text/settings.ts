/** Settings of the HTML text widget (spec 3 §3). */
export interface HtmlTextSettings extends Record<string, unknown> {
  html: string;
  customClasses: string;
}

export const htmlTextDefaults: HtmlTextSettings = { html: '', customClasses: '' };
