import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { badParameter, notFound } from '../http/errors';
import { mediaOf } from '../player/media';
import { transcriptPdf } from '../player/pdf';
import { playerLanguageList } from '../../../src/core/content/player-settings';

/** A resource by id in any client (the player API has no client prefix). */
function resourceById(ctx: Ctx, id: string): Record<string, unknown> {
  if (!/^\d{1,12}$/.test(id)) throw badParameter('id', 'expected a numeric resource id');
  for (const client of ctx.store.clients.values()) {
    const item = client.byId.congressresources.get(Number(id));
    if (item) return item;
  }
  throw notFound('resource_not_found', `no resource ${id}`);
}

/** The resource's own transcript languages (spec 1 §3: a comma list; JSON lists from older exports too), by core's rule. */
function languages(resource: Record<string, unknown>): string[] {
  return playerLanguageList(resource.meta_selectedTranscriptLanguages);
}

/** Player API: text/{id} (content.language) and transcript PDFs (spec 1 §7, spec 2 §7). */
export function registerPlayerRoutes(api: FastifyInstance, ctx: Ctx): void {
  api.get('/player/text/:id', (request, reply) => {
    const resource = resourceById(ctx, (request.params as Record<string, string>).id);
    return reply.send({ content: { id: resource.id, language: languages(resource), title: resource.title ?? null } });
  });

  api.get('/player/media/:id', (request, reply) => {
    const resource = resourceById(ctx, (request.params as Record<string, string>).id);
    return reply.send({
      content: mediaOf(resource, languages(resource), ctx.origin, join(ctx.assetsDir, '..', 'streams')),
    });
  });

  api.get('/player/translations/:id/:file', (request, reply) => {
    const { id, file } = request.params as Record<string, string>;
    const resource = resourceById(ctx, id);
    const lang = /^transcript_doc_([a-z]{2})\.pdf$/.exec(file)?.[1];
    if (!lang) throw notFound('transcript_not_found', `no transcript file "${file.slice(0, 60)}"`);
    if (!languages(resource).includes(lang))
      throw notFound('transcript_not_found', `no ${lang} transcript for resource ${id}`);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="transcript_${id}_${lang}.pdf"`)
      .send(transcriptPdf(`Transcript (${lang}): ${String(resource.title ?? '')}`));
  });
}
