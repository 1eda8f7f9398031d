/**
 * The portal chunk (`dist/cdn/portal.js`): the full portal as one lazy entry, loaded by the runtime for
 * `<div data-congress-portal data-base-path="/congress">` (src/embed/mount-portal.tsx).
 */
import type { PortalDefinition } from '../contract/portal';
import { portalMessages } from './messages';
import { portalStyles } from './styles';
import { headerStyles } from './header/styles';
import { chromeStyles } from './footer/styles';
// The cookie settings dialog is src/ui/Dialog: its fixed layer's rules come with the portal (src/ui/part-styles.ts).
import { dialogStyles } from '../ui/part-styles';
import { PortalApp } from './App';
import { signinStyles } from './signin/styles';

const portal: PortalDefinition = {
  styles: dialogStyles + portalStyles + headerStyles + chromeStyles + signinStyles,
  messages: portalMessages,
  Component: PortalApp,
};

export default portal;
