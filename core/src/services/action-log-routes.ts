import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError, pageOf, sendAttachment } from '@seodang/sdk';
import { actionVerbs, datePresets } from '@seodang/sdk/common';
import { actionLogQuery, readActionLog, type ActionLogEntry } from './action-log-view.ts';

const filterQuery = z.object({
  preset: z.enum(datePresets).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  verb: z.enum(actionVerbs).optional(),
});

/** Rows one CSV may hold; older entries are reached with the date filters. */
const csvRowLimit = 10_000;

const csvColumns = ['at', 'actor', 'verb', 'setting', 'subject', 'before', 'after'] as const;

/** A cell a spreadsheet would run as a formula starts with a quote instead (OWASP CSV injection). */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const channelIdOf = (rc: RequestContext) => {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return rc.channel.index;
};

/** Unknown keys read as the raw words rather than the catalogue key. */
const translator = (rc: RequestContext) => (key: string, params?: Record<string, unknown>) => {
  const text = rc.t(key, params);
  return text === key ? key.slice(key.lastIndexOf('.') + 1).replace(/_/g, ' ') : text;
};

/** The channel's action log (spec §3): who, when, what, before → after; filtered, paged, as CSV. */
export function registerActionLogRoutes(
  env: RegisterEnv,
  deps: { settingName?: (key: string) => string | undefined } = {},
): void {
  /** A plugin setting's field is named by its `logName`, in the reader's language. */
  const fieldNames = (rc: RequestContext) => (field: string) => {
    const logName = deps.settingName?.(field);
    return logName ? rc.t(logName) : undefined;
  };

  env.route({
    method: 'GET',
    path: '/api/channel/action-log',
    summary: "This channel's action log, newest first (admin)",
    tags: ['channels'],
    access: ['admin'],
    service: null,
    query: filterQuery.extend({
      page: z.coerce.number().int().min(1).max(100000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    async handler({ query }, rc) {
      const base = actionLogQuery(rc.db, channelIdOf(rc), query);
      const [{ count }] = await base.clone().count({ count: '*' });
      const list = await readActionLog(
        rc.db,
        base.limit(query.limit).offset((query.page - 1) * query.limit),
        translator(rc),
        fieldNames(rc),
      );
      return { data: pageOf(list, Number(count), query.page, query.limit) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/action-log.csv',
    summary: "This channel's action log as CSV, in the caller's language (admin)",
    tags: ['channels'],
    access: ['admin'],
    service: null,
    query: filterQuery,
    async handler({ query }, rc) {
      const t = translator(rc);
      const list = await readActionLog(
        rc.db,
        actionLogQuery(rc.db, channelIdOf(rc), query).limit(csvRowLimit),
        t,
      );
      const record = (e: ActionLogEntry) => [
        e.at,
        e.actor ?? '—',
        t(`actionLog.verb.${e.verb}`),
        e.setting,
        e.subject ?? '',
        e.before,
        e.after,
      ];
      const csv = stringify([
        csvColumns.map((c) => t(`actionLog.csv.${c}`)),
        ...list.map((e) => record(e).map(cell)),
      ]);
      // A byte-order mark, so that spreadsheet programs read the Korean as UTF-8.
      sendAttachment(
        rc,
        `action-log-${new Date().toISOString().slice(0, 10)}.csv`,
        Buffer.from(`\ufeff${csv}`),
        {
          type: 'text/csv; charset=utf-8',
        },
      );
      return undefined;
    },
  });
}
