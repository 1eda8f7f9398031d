/** Opens the cookie settings dialog (footer button, Privacy screen); provided by the portal shell. */
import { createContext, useContext } from 'react';

export const CookieSettingsCtx = createContext<() => void>(() => undefined);
export const useOpenCookieSettings = (): (() => void) => useContext(CookieSettingsCtx);
