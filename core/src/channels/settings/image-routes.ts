import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, notFound } from '@seodang/sdk';
import { logAction } from '../../services/action-log.ts';
import { channelChanged } from '../routes.ts';
import {
  channelImageKinds,
  channelImagePath,
  resizeChannelImage,
  type ChannelImageKind,
} from './channel-images.ts';

const kindParams = z.object({
  kind: z.enum(Object.keys(channelImageKinds) as [ChannelImageKind, ...ChannelImageKind[]]),
});

const channelIdOf = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return rc.channel.index;
};

/** Upload, remove and serve the channel's favicon and representative image. */
export function registerChannelImageRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/channel/settings/images/:kind',
    summary: "Upload the channel's favicon or representative image, at most 1 MB (admin)",
    tags: ['channels'],
    access: ['admin'],
    params: kindParams,
    bodyTypes: ['multipart'],
    // The file may be 1 MB; the multipart framing around it is a little more.
    bodyLimit: '1100kb',
    body: z.object({ file: z.instanceof(File) }),
    async handler({ params, body }, rc) {
      const channelId = channelIdOf(rc);
      const image = await resizeChannelImage(params.kind, new Uint8Array(await body.file.arrayBuffer()));
      const { column, field } = channelImageKinds[params.kind];
      const path = channelImagePath(params.kind, image.hash);
      await rc.db.transaction(async (trx) => {
        const before = await trx('channels').where({ id: channelId }).forUpdate().first(column);
        await trx('channel_images')
          .insert({
            channel_id: channelId,
            kind: params.kind,
            content_type: image.contentType,
            bytes: image.bytes,
            hash: image.hash,
          })
          .onConflict(['channel_id', 'kind'])
          .merge(['content_type', 'bytes', 'hash', 'updated_at']);
        await trx('channels')
          .where({ id: channelId })
          .update({ [column]: path, updated_at: trx.fn.now() });
        await logAction(trx, {
          channelId,
          actorId: rc.user!.id,
          verb: 'Set',
          target: 'channel settings',
          detail: { before: { [field]: before[column] }, after: { [field]: path } },
        });
      });
      await rc.emit(channelChanged, { channelId });
      return { data: { [field]: path } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/channel/settings/images/:kind',
    summary: "Remove the channel's favicon or representative image (admin)",
    tags: ['channels'],
    access: ['admin'],
    params: kindParams,
    async handler({ params }, rc) {
      const channelId = channelIdOf(rc);
      const { column, field } = channelImageKinds[params.kind];
      await rc.db.transaction(async (trx) => {
        const before = await trx('channels').where({ id: channelId }).forUpdate().first(column);
        if (!before[column]) return;
        await trx('channel_images').where({ channel_id: channelId, kind: params.kind }).delete();
        await trx('channels')
          .where({ id: channelId })
          .update({ [column]: null, updated_at: trx.fn.now() });
        await logAction(trx, {
          channelId,
          actorId: rc.user!.id,
          verb: 'Unset',
          target: 'channel settings',
          detail: { before: { [field]: before[column] }, after: { [field]: null } },
        });
      });
      await rc.emit(channelChanged, { channelId });
      return { data: { [field]: null } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/images/:kind',
    summary: "The channel's favicon or representative image (anyone, also on the login page)",
    tags: ['channels'],
    access: 'public',
    channelPublic: true,
    params: kindParams,
    async handler({ params }, rc) {
      const row = await rc
        .db('channel_images')
        .where({ channel_id: channelIdOf(rc), kind: params.kind })
        .first('content_type', 'bytes');
      if (!row) throw notFound();
      const raw = rc.raw as { body: unknown; type: string; set(name: string, value: string): void };
      raw.set('x-content-type-options', 'nosniff');
      // The address carries the image's hash (`?v=`): a new upload is a new address.
      raw.set('cache-control', 'public, max-age=31536000, immutable');
      raw.type = row.content_type;
      raw.body = row.bytes;
      return undefined;
    },
  });
}
