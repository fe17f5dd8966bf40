import { z } from 'zod';
import type { Config } from '@seodang/config';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, requireManagerRight, validationError } from '@seodang/sdk';
import { logAction } from '../../services/action-log.ts';
import { channelChanged } from '../routes.ts';
import { chooseHead } from '../../ssr/head.ts';
import { profileFieldsFor } from '@seodang/sdk/common';
import { basicSettingsColumns, basicSettingsOf, basicSettingsSchema, styleNames } from './basic-settings.ts';
import { checkedBasic, domainTaken } from './checked-basic.ts';
import type { ChannelSettingsDefs } from './settings-registry.ts';
import { registerChannelImageRoutes } from './image-routes.ts';

const channelIdOf = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return rc.channel.index;
};

const settingsColumns = [
  'id',
  'slug',
  'name',
  'custom_style_name',
  'use_textbook',
  'can_change_own_info_default',
  'favicon_path',
  'representative_image_path',
  'organization_type',
  'custom_domain',
  'settings',
];

/** Keys whose values differ between two objects. */
const changedKeys = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));

/**
 * The channel's /admin/settings API: the basic settings of spec §3 and every setting plugins
 * registered through `channelSettings`; a save is one transaction and one action-log entry.
 */
export function registerChannelSettingsRoutes(
  env: RegisterEnv,
  deps: { config: Config; defs: ChannelSettingsDefs },
): void {
  const { config, defs } = deps;
  const basicSchema = basicSettingsSchema(config);
  registerChannelImageRoutes(env);

  env.route({
    method: 'GET',
    path: '/api/channel/settings',
    summary: "This channel's settings, with the head each style variant shows (admin)",
    tags: ['channels'],
    access: ['admin'],
    async handler(_input, rc) {
      const row = await rc
        .db('channels')
        .where({ id: channelIdOf(rc) })
        .first(settingsColumns);
      const host = `${row.slug}.${config.baseDomain}`;
      return {
        data: {
          basic: basicSettingsOf(row, config),
          organizationType: row.organization_type,
          profileFieldChoices: profileFieldsFor(row.organization_type),
          faviconPath: row.favicon_path,
          representativeImagePath: row.representative_image_path,
          styles: styleNames(config).map((name) => {
            const head = chooseHead(config, host, 'https', '/', { ...rc.channel!, customStyleName: name });
            return {
              name,
              variant: head.variant,
              head: {
                documentTitle: head.documentTitle,
                siteName: head.siteName,
                description: head.description,
              },
            };
          }),
          extensions: [...defs.defs.values()].map((d) => ({
            key: d.key,
            plugin: d.plugin,
            name: rc.t(d.logName),
            help: d.helpKey ? rc.t(d.helpKey) : null,
            webComponent: d.webComponent ?? null,
            defaultValue: d.defaultValue,
          })),
          values: defs.valuesOf(row.settings ?? {}),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/channel/settings',
    summary: "Save this channel's settings in one go (admin)",
    tags: ['channels'],
    access: ['admin'],
    body: z.object({
      basic: basicSchema.partial().optional(),
      values: z.record(z.string().max(80), z.unknown()).optional(),
    }),
    async handler({ body }, rc) {
      const channelId = channelIdOf(rc);
      // Assessment settings are a co-manager right of their own (spec §3).
      if (Object.keys(body.values ?? {}).some((key) => key.startsWith('assessment.')))
        await requireManagerRight(rc, 'assessmentSettings');
      // Each registered setting checks its own value; an unknown key is refused, not dropped.
      const values: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(body.values ?? {})) {
        const def = defs.defs.get(key);
        if (!def) throw new AppError(400, 'unknown_channel_setting', 'error.validation');
        const parsed = def.schema.safeParse(value);
        if (!parsed.success) throw validationError(parsed.error, `values.${key}`);
        values[key] = parsed.data;
      }
      const changed = await rc.db
        .transaction(async (trx) => {
          const row = await trx('channels').where({ id: channelId }).forUpdate().first(settingsColumns);
          const beforeBasic = basicSettingsOf(row, config);
          const afterBasic = await checkedBasic(trx, { ...beforeBasic, ...body.basic }, row, config);
          const beforeValues = defs.valuesOf(row.settings ?? {});
          const afterValues = { ...beforeValues, ...values };
          const before = { ...beforeBasic, ...beforeValues } as Record<string, unknown>;
          const after = { ...afterBasic, ...afterValues } as Record<string, unknown>;
          const keys = changedKeys(before, after);
          if (keys.length === 0) return [];
          const { columns, stored } = basicSettingsColumns(afterBasic);
          await trx('channels')
            .where({ id: channelId })
            .update({
              ...columns,
              settings: JSON.stringify({ ...(row.settings ?? {}), ...stored, ...values }),
              updated_at: trx.fn.now(),
            });
          const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k]]));
          await logAction(trx, {
            channelId,
            actorId: rc.user!.id,
            verb: 'Modification',
            target: 'channel settings',
            detail: { before: pick(before), after: pick(after) },
          });
          return keys;
        })
        .catch(domainTaken);
      if (changed.length) await rc.emit(channelChanged, { channelId });
      return { data: { changed } };
    },
  });
}
