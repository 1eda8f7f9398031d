import type { FastifyInstance } from 'fastify';

/**
 * Faithful fakes of the two chat providers (issue 13 items 6 and 7), so the demo site and the browser tests never
 * reach a third party (docs/widgets/qa-chat.md, docs/widgets/support-chat.md):
 * - `GET /fake-providers/qa/event/:eventId` — the Q&A provider's event page (Slido's app page): it shows the event
 *   and the prefilled `user_name` / `user_email` it was given, and may be framed by this server's pages.
 * - `GET /fake-providers/support-chat/:propertyId/:widgetId` — the support chat provider's script (tawk.to's
 *   embed script): like the real one it reads the page's `Tawk_API` (visitor, embedded) and `Tawk_LoadStart`,
 *   adds globals of its own (`$_Tawk`, methods on `Tawk_API`), renders into the element whose id
 *   `Tawk_API.embedded` names (else a floating button) and calls `Tawk_API.onLoad`.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ID = /^[\w-]{1,64}$/;

export function registerFakeProviders(app: FastifyInstance): void {
  app.get<{ Params: { eventId: string }; Querystring: Record<string, string | undefined> }>(
    '/fake-providers/qa/event/:eventId',
    (request, reply) => {
      const { eventId } = request.params;
      const name = String(request.query.user_name ?? '');
      const email = String(request.query.user_email ?? '');
      const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Q&amp;A ${escapeHtml(eventId)} (fake provider)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:16px;color:#1a1a1a}h1{font-size:20px;margin:0 0 8px}</style></head>
<body><main aria-label="Questions (fake provider)"><h1>Questions for event <span id="event">${escapeHtml(eventId)}</span></h1>
<p>Asking as <span id="user-name">${escapeHtml(name || 'Anonymous')}</span> <span id="user-email">${escapeHtml(email)}</span></p>
<label for="q">Your question</label><br><textarea id="q" rows="3" cols="30"></textarea></main></body></html>`;
      return reply
        .header('cache-control', 'no-cache')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
        )
        .type('text/html; charset=utf-8')
        .send(body);
    },
  );

  app.get<{ Params: { propertyId: string; widgetId: string } }>(
    '/fake-providers/support-chat/:propertyId/:widgetId',
    (request, reply) => {
      const { propertyId, widgetId } = request.params;
      if (!ID.test(propertyId) || !ID.test(widgetId))
        return reply.code(404).type('text/javascript').send('/* unknown property */');
      const script = `(function () {
  var api = window.Tawk_API = window.Tawk_API || {};
  var started = window.Tawk_LoadStart;
  window.$_Tawk = { property: ${JSON.stringify(propertyId)}, widget: ${JSON.stringify(widgetId)}, loadStart: started, visitor: api.visitor || null, embedded: api.embedded || null };
  var box = api.embedded ? document.getElementById(api.embedded) : null;
  var ui = document.createElement('div');
  ui.className = 'fake-tawk';
  ui.setAttribute('role', 'region');
  ui.setAttribute('aria-label', 'Support chat (fake provider)');
  var who = api.visitor && api.visitor.name ? api.visitor.name : 'visitor';
  ui.innerHTML = '<p style="margin:0 0 8px;font-weight:600">Support chat</p><p class="fake-tawk-visitor" style="margin:0">Hello, </p>';
  ui.querySelector('.fake-tawk-visitor').append(document.createTextNode(who));
  if (box) { box.append(ui); } else { ui.style.cssText = 'position:fixed;right:16px;bottom:16px;background:#fff;border:1px solid #555;padding:8px'; document.body.append(ui); }
  api.getStatus = function () { return 'online'; };
  api.shutdown = function () { ui.remove(); };
  if (typeof api.onLoad === 'function') api.onLoad();
})();
`;
      return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
    },
  );
}
