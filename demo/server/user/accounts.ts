/**
 * Demo accounts (documented in docs/api.md "Demo accounts"). Passwords and tokens are public test
 * values: this is a reference server, not an identity provider.
 */
export interface DemoUser {
  id: string;
  client: string;
  firstname: string;
  lastname: string;
  email: string;
  /** 'member' sees members-only content of every project of the client. */
  membership: 'member' | 'none';
  /** Projects opened by a gift code. */
  projects: string[];
  /** false → capability checks answer 412 (terms must be accepted again). */
  termsAccepted: boolean;
  guest?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'u-member',
    client: 'demo',
    firstname: 'Mia',
    lastname: 'Member',
    email: 'mia.member@example.org',
    membership: 'member',
    projects: [],
    termsAccepted: true,
  },
  {
    id: 'u-basic',
    client: 'demo',
    firstname: 'Ben',
    lastname: 'Basic',
    email: 'ben.basic@example.org',
    membership: 'none',
    projects: [],
    termsAccepted: true,
  },
  {
    id: 'u-terms',
    client: 'demo',
    firstname: 'Tom',
    lastname: 'Terms',
    email: 'tom.terms@example.org',
    membership: 'member',
    projects: [],
    termsAccepted: false,
  },
  {
    id: 'u-nordic',
    client: 'nordic',
    firstname: 'Nora',
    lastname: 'Nordmann',
    email: 'nora@example.no',
    membership: 'member',
    projects: [],
    termsAccepted: true,
  },
];

/** tokenlogin tokens → user id. */
export const LOGIN_TOKENS: Record<string, string> = {
  'demo-member-token': 'u-member',
  'demo-basic-token': 'u-basic',
  'demo-terms-token': 'u-terms',
  'nordic-member-token': 'u-nordic',
};

/** esociety-username: username → [password, user id]. */
export const USERNAMES: Record<string, [string, string]> = {
  member: ['member2026', 'u-member'],
  basic: ['basic2026', 'u-basic'],
  terms: ['terms2026', 'u-terms'],
  nora: ['nordic2026', 'u-nordic'],
};

/** esociety-lastname: lastname (case-insensitive) + personal_id → user id. */
export const LASTNAMES: [string, string, string][] = [
  ['member', '1001', 'u-member'],
  ['basic', '1002', 'u-basic'],
  ['terms', '1003', 'u-terms'],
  ['nordmann', '2001', 'u-nordic'],
];

/** Gift codes: code → project it opens; `GIFT-EXPIRED` is a known but expired code. */
export const GIFT_CODES: Record<string, { project: string; expired?: boolean }> = {
  'GIFT-DMC2026': { project: 'dmc2026' },
  'GIFT-NSC2026': { project: 'nsc2026' },
  'GIFT-EXPIRED': { project: 'dmc2025', expired: true },
};

/** The simulated OAuth2 provider's name (ext-oauth2-authcode/{provider}). */
export const OAUTH_PROVIDERS = ['demo-sso'];

export function publicUser(user: DemoUser) {
  return {
    id: user.id,
    client: user.client,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    name: `${user.firstname} ${user.lastname}`.trim(),
    membership: user.membership,
    projects: user.projects,
    termsAccepted: user.termsAccepted,
    guest: !!user.guest,
  };
}
