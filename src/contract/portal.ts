/**
 * The contract between the embed runtime and the portal chunk (`src/portal/index.tsx` →
 * `dist/cdn/portal.js`), beside the widget contract: the runtime loads the chunk, gives it a context and
 * renders `Component` into the mount's shadow root. The portal never imports widgets or the runtime: page
 * widgets are mounted through `context.mountWidget`, the same runtime path a host page's widgets take (one
 * poll scheduler, one host bus, one socket per page).
 */
import type { ComponentType } from 'react';
import type { WidgetContext } from './widget';
import type { Messages } from '../i18n/types';
import type { ConsentStore } from '../state/consent';

export interface PageWidgetOptions {
  widget: string;
  project?: string;
  name?: string;
  settings?: Record<string, unknown>;
  /** No server entry → "no widget settings found" (SingleWidget route, spec 3 §2). */
  requireServerSettings?: boolean;
}

export interface PortalContext extends Omit<WidgetContext, 'name' | 'channel' | 'pageConsent'> {
  /** `data-base-path` as given (the portal normalises it: '/congress/' and '/congress' are the same). */
  basePath: string;
  /** The mount opted in to setting `document.title` (data-document-title / option `documentTitle`). */
  documentTitle: boolean;
  /** Mounts a page widget into `el` (inside the portal's shadow root) through the runtime. */
  mountWidget(el: HTMLElement, options: PageWidgetOptions): Promise<{ unmount(): void }>;
  /** The page's consent (cookie banner, or the host's consent manager through `CongressPortal.setConsent`). */
  consent: ConsentStore;
  /**
   * Switches the portal's language (footer select): client translations for it are loaded, then the portal renders
   * again with a new `t` and `locale` (page widgets mount again in that language).
   */
  setLocale(locale: string): Promise<void>;
  /** The language the visitor chose in this session (null: none, the mount's locale applies). */
  chosenLocale: string | null;
}

export interface PortalDefinition {
  /** CSS text adopted into the shadow root (px units, custom properties on :host). */
  styles: string;
  messages: Messages;
  Component: ComponentType<{ context: PortalContext }>;
}
