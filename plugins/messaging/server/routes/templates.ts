import { z } from 'zod';
import { AppError, sanitizeRichText, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { messageTypes, templateInput, type MessageTemplate, type TemplateInput } from '../../common/index.ts';
import { checkBody } from '../render.ts';
import { templateKind, templateNotFound, type TemplateRow } from '../scoped-kinds.ts';

/** Teachers and the channel's admins use messaging; learners get 403, anonymous callers 401. */
export const messagingAccess = ['teacher', 'admin'] as const;

const canEdit = (rc: RequestContext, row: TemplateRow) =>
  row.owner_id === rc.requireUser().id || (row.scope === 'channel' && rc.role === 'admin');

/** A template the caller may see: their own, or one shared with the channel. */
async function visibleTemplate(rc: RequestContext, id: number): Promise<TemplateRow> {
  const row = await rc.inChannel<TemplateRow>(templateKind, id, templateNotFound);
  if (row.scope === 'private' && row.owner_id !== rc.requireUser().id)
    throw new AppError(404, templateNotFound.code, templateNotFound.messageKey);
  return row;
}

function present(rc: RequestContext, row: TemplateRow, position: number): MessageTemplate {
  const headline = row.headline ?? undefined;
  return {
    templateId: row.id,
    name: row.name,
    scope: row.scope,
    type: row.type,
    template: {
      message: row.message,
      ...(row.type === 'mail' ? { subject: headline } : { title: headline }),
    },
    position,
    canEdit: canEdit(rc, row),
  };
}

const columns = (body: TemplateInput) => ({
  name: body.name,
  scope: body.scope,
  type: body.type,
  headline: checkBody(body.type, body.template),
  message: sanitizeRichText(body.template.message),
});

/** The spec's template API: list grouped by type, create, update, delete (`{ result }`). */
export function registerTemplateRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/message/template/list',
    summary: "The caller's and the channel's message templates, grouped by type",
    tags: ['messaging'],
    access: [...messagingAccess],
    async handler(_input, rc) {
      const rows: TemplateRow[] = await rc
        .db('messaging_templates')
        .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .where((q) => q.where({ scope: 'channel' }).orWhere({ owner_id: rc.requireUser().id }))
        .orderBy('id');
      const data = Object.fromEntries(
        messageTypes.map((type) => [
          type,
          rows.filter((r) => r.type === type).map((r, position) => present(rc, r, position)),
        ]),
      );
      return { data };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/message/template/create',
    summary: 'Save a new message template',
    tags: ['messaging'],
    access: [...messagingAccess],
    body: templateInput,
    bodyLimit: '100kb',
    async handler({ body }, rc) {
      const [{ id }] = await rc
        .db('messaging_templates')
        .insert({ ...columns(body), channel_id: rc.channel?.index ?? null, owner_id: rc.requireUser().id })
        .returning('id');
      rc.status(201);
      return { result: { templateId: id as number } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/message/template/:templateId',
    summary: 'Change a message template (its author, or an admin for a shared one)',
    tags: ['messaging'],
    access: [...messagingAccess],
    params: z.object({ templateId: idSchema }),
    body: templateInput,
    bodyLimit: '100kb',
    async handler({ params, body }, rc) {
      const row = await visibleTemplate(rc, params.templateId);
      if (!canEdit(rc, row))
        throw new AppError(403, 'not_template_owner', 'messaging.error.not_template_owner');
      await rc
        .db('messaging_templates')
        .where({ id: row.id })
        .update({ ...columns(body), updated_at: rc.db.fn.now() });
      return { result: true };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/message/template/:templateId',
    summary: 'Delete a message template (its author, or an admin for a shared one)',
    tags: ['messaging'],
    access: [...messagingAccess],
    params: z.object({ templateId: idSchema }),
    async handler({ params }, rc) {
      const row = await visibleTemplate(rc, params.templateId);
      if (!canEdit(rc, row))
        throw new AppError(403, 'not_template_owner', 'messaging.error.not_template_owner');
      await rc.db('messaging_templates').where({ id: row.id }).delete();
      return { result: true };
    },
  });
}
