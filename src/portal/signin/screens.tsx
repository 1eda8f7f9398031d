/**
 * The sign-in routes' screens (spec 1 §2): Login, Logout, OAuth2 finish, token callback, front-channel logout. They
 * are one lazy chunk (./routes.ts, ../lazy-screen.tsx), fetched the first time one of them shows: a visitor who
 * never signs in does not download them. Their texts and styles stay in the shell's, with the portal's others.
 */
import type { ComponentType, ReactElement } from 'react';
import { lazyScreen } from '../lazy-screen';

type Routes = typeof import('./routes');

const screen = (label: string, name: keyof Routes): ComponentType =>
  lazyScreen<object>(label, () => import('./routes').then((m) => ({ default: m[name] })));

const SCREENS: Record<string, ComponentType> = {
  Login: screen('sign-in page', 'Login'),
  Logout: screen('sign-out page', 'Logout'),
  OAuth2Finish: screen('sign-in page', 'OAuth2Finish'),
  TokenGrave: screen('sign-in page', 'TokenGrave'),
  FrontchannelLogout: screen('sign-out page', 'FrontchannelLogout'),
};

/** The screen of a sign-in route, or null for any other route. */
export function signinScreen(name: string): ReactElement | null {
  const Screen = Object.hasOwn(SCREENS, name) ? SCREENS[name] : undefined;
  return Screen ? <Screen /> : null;
}
