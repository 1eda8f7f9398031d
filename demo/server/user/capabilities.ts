import type { Ctx } from '../context';
import { ApiError, badParameter } from '../http/errors';
import type { DemoUser } from './accounts';

type Record_ = Record<string, unknown>;
const asRecord = (v: unknown): Record_ => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record_) : {});

/** Which content a route names: route name containing resource/event/channel, params slug or id. */
function routeContent(
  ctx: Ctx,
  client: string,
  name: string,
  params: Record_,
): { kind: string; item: Record_ } | null | undefined {
  const key = params.slug ?? params.id ?? params.channel;
  if (key === undefined || key === null || key === '') return null;
  const store = ctx.store.clients.get(client);
  if (!store) return undefined;
  const lower = name.toLowerCase();
  // Client pages, packages, spotlights, education items and groups are not library content (spec 1 §2).
  if (/page|package|spotlight|education|group/.test(lower)) return null;
  const kind =
    lower.includes('event') || lower.includes('session')
      ? 'events'
      : lower.includes('channel') || lower.includes('live')
        ? 'channels'
        : lower.includes('speaker')
          ? 'speakers'
          : 'congressresources';
  const list = store.data[kind as 'events'] as unknown as Record_[];
  const item = list.find((i) => i.slug === key || String(i.id) === String(key));
  return item ? { kind, item } : undefined;
}

/**
 * Capability check (docs/api.md "Capability rules"): 412 when the account must accept terms again;
 * 404 when the route names content that does not exist; 403 when the content is members-only and the
 * user is neither a member nor holds a gift code for its project; 200 otherwise. Open content:
 * PROMO = "yes", free = 1, speakers, and routes without content unless meta.membersOnly is true.
 */
export function checkCapabilities(ctx: Ctx, user: DemoUser, body: unknown) {
  const routedata = asRecord(asRecord(body).routedata ?? body);
  const name = routedata.name;
  if (name !== undefined && typeof name !== 'string') throw badParameter('routedata.name', 'expected a string');
  const params = asRecord(routedata.params);
  const meta = asRecord(routedata.meta);
  if (!user.termsAccepted) throw new ApiError(412, 'terms_not_accepted', 'the terms of use must be accepted again');
  const content = routeContent(ctx, user.client, name ?? '', params);
  if (content === undefined) throw new ApiError(404, 'content_not_found', 'no valid capabilities');
  const member = user.membership === 'member';
  let open = true;
  let project: string | undefined;
  if (content) {
    const item = content.item;
    project = typeof item.project === 'string' ? item.project : undefined;
    const promo = String(item.PROMO ?? '').toLowerCase() === 'yes' || item.free === 1 || item.free === true;
    open = content.kind === 'speakers' || promo;
  } else if (meta.membersOnly === true) open = false;
  const granted = open || member || (!!project && user.projects.includes(project));
  if (!granted) throw new ApiError(403, 'members_only', 'no valid capabilities');
  return {
    allowed: true,
    user: user.id,
    route: name ?? null,
    reason: open ? 'open' : member ? 'member' : 'giftcode',
    capabilities: ['view', ...(user.guest ? [] : ['like', 'favourite'])],
  };
}
