/** The sign-in routes' screens (spec 1 §2): Login, Logout, OAuth2 finish, token callback, front-channel logout. */
import type { ReactElement } from 'react';
import { Login } from './Login';
import { Logout } from './Logout';
import { OAuth2Finish } from './OAuth2Finish';
import { TokenGrave } from './TokenGrave';
import { FrontchannelLogout } from './FrontchannelLogout';

const SCREENS: Record<string, () => ReactElement> = {
  Login: () => <Login />,
  Logout: () => <Logout />,
  OAuth2Finish: () => <OAuth2Finish />,
  TokenGrave: () => <TokenGrave />,
  FrontchannelLogout: () => <FrontchannelLogout />,
};

/** The screen of a sign-in route, or null for any other route. */
export function signinScreen(name: string): ReactElement | null {
  return SCREENS[name]?.() ?? null;
}
