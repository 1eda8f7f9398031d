import type { DemoUser } from './accounts';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated OAuth2 provider's sign-in page: one link per demo account, and a deny link (error return). */
export function oauthPage(authorizePath: string, finish: string, users: DemoUser[]): string {
  const link = (query: Record<string, string>) => `${authorizePath}?${new URLSearchParams({ finish, ...query })}`;
  const items = users
    .map(
      (u) =>
        `<li><a data-user="${esc(u.id)}" href="${esc(link({ user: u.id }))}">Sign in as ${esc(`${u.firstname} ${u.lastname}`)} (${esc(u.membership)}${u.termsAccepted ? '' : ', terms expired'})</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo SSO – sign in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}a{display:inline-block;padding:.5rem 0}</style></head>
<body><main><h1>Demo SSO</h1><p>This page simulates an external OAuth2 provider. Choose an account:</p><ul>${items}</ul>
<p><a id="deny" href="${esc(link({ deny: '1' }))}">Cancel and return with an error</a></p></main></body></html>`;
}
