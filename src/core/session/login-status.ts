/** Login status (spec 1 §4): none, trying (on request or refresh), success, failed (token cleared). */
export type LoginStatus = 'none' | 'trying' | 'success' | 'failed';

/** Auth method recorded with a sign-in (spec 1 §4). */
export type AuthMethod = 'tokenauth' | 'jwttoken' | 'giftcode' | 'oauth2';

export type LoginEvent =
  | { type: 'request' }
  | { type: 'refresh' }
  | { type: 'success'; method?: unknown }
  | { type: 'failure'; status?: unknown }
  | { type: 'logout' };

export interface LoginState {
  status: LoginStatus;
  method: AuthMethod | null;
}

/** What the session store must do alongside a transition. */
export interface LoginEffects {
  clearToken: boolean;
  clearUser: boolean;
  clearBasket: boolean;
  resetAnalyticsUserId: boolean;
}

const NO_EFFECTS: LoginEffects = {
  clearToken: false,
  clearUser: false,
  clearBasket: false,
  resetAnalyticsUserId: false,
};
const METHODS: readonly string[] = ['tokenauth', 'jwttoken', 'giftcode', 'oauth2'];

export const INITIAL_LOGIN_STATE: LoginState = Object.freeze({ status: 'none', method: null }) as LoginState;

/**
 * Login-status transitions and their effects (spec 1 §4, §8):
 * - request or refresh → trying;
 * - success → success, with the auth method recorded (unknown methods record null);
 * - failure (login or refresh) → failed, token cleared; the basket is cleared (a failed refresh clears it);
 *   a 401 additionally logs out locally (user cleared, analytics user id reset);
 * - logout → none; token, user and basket cleared, analytics user id reset.
 */
export function nextLoginState(
  state: LoginState | null | undefined,
  event: LoginEvent,
): { state: LoginState; effects: LoginEffects } {
  const cur = state ?? INITIAL_LOGIN_STATE;
  switch (event?.type) {
    case 'request':
    case 'refresh':
      return { state: { status: 'trying', method: cur.method }, effects: NO_EFFECTS };
    case 'success': {
      const m =
        typeof event.method === 'string' && METHODS.includes(event.method) ? (event.method as AuthMethod) : null;
      return { state: { status: 'success', method: m ?? cur.method }, effects: NO_EFFECTS };
    }
    case 'failure': {
      const unauthorized = Number(event.status) === 401;
      return {
        state: { status: 'failed', method: unauthorized ? null : cur.method },
        effects: { clearToken: true, clearBasket: true, clearUser: unauthorized, resetAnalyticsUserId: unauthorized },
      };
    }
    case 'logout':
      return {
        state: { status: 'none', method: null },
        effects: { clearToken: true, clearUser: true, clearBasket: true, resetAnalyticsUserId: true },
      };
    default:
      return { state: cur, effects: NO_EFFECTS };
  }
}
