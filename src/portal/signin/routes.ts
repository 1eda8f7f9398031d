/** The sign-in routes' screens, one lazy chunk for all of them (./screens.tsx). */
export { Login } from './Login';
export { Logout } from './Logout';
export { OAuth2Finish } from './OAuth2Finish';
export { TokenGrave } from './TokenGrave';
export { FrontchannelLogout } from './FrontchannelLogout';
