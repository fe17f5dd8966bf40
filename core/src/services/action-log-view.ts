import type { Knex } from 'knex';
import { instantsOf, kstDay, presetRange, type ActionVerb, type DatePreset } from '@seodang/sdk/common';

/** Filters of the action log screen and its CSV. */
export interface ActionLogFilter {
  preset?: DatePreset;
  from?: Date;
  to?: Date;
  verb?: ActionVerb;
}

/** One entry as people read it: names, never raw targets such as `member:12`. */
export interface ActionLogEntry {
  id: number;
  at: string;
  actor: string | null;
  verb: ActionVerb;
  setting: string;
  subject: string | null;
  before: string;
  after: string;
}

interface Row {
  id: string;
  created_at: Date;
  verb: ActionVerb;
  target: string;
  detail: Record<string, unknown>;
  actor_name: string | null;
  actor_login: string | null;
}

/** The channel's entries matching the filter, newest first. */
export function actionLogQuery(db: Knex, channelId: number, filter: ActionLogFilter) {
  return db('action_logs as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .where('l.channel_id', channelId)
    .modify((q) => {
      if (filter.preset)
        q.where('l.created_at', '>=', instantsOf(presetRange(filter.preset, kstDay(new Date()))).start);
      if (filter.from) q.where('l.created_at', '>=', filter.from);
      if (filter.to) q.where('l.created_at', '<', filter.to);
      if (filter.verb) q.where('l.verb', filter.verb);
    });
}

/** Rows of a page (or all, for the CSV) with the people they name resolved. */
export async function readActionLog(
  db: Knex,
  query: ReturnType<typeof actionLogQuery>,
  t: (key: string, params?: Record<string, unknown>) => string,
  /** The name of a before/after field a plugin's setting records (its `logName`), if it is one. */
  fieldName: (field: string) => string | undefined = () => undefined,
): Promise<ActionLogEntry[]> {
  const rows: Row[] = await query
    .clone()
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .select(
      'l.id',
      'l.created_at',
      'l.verb',
      'l.target',
      'l.detail',
      'a.name as actor_name',
      'a.user_id as actor_login',
    );
  const memberIds = rows.map((r) => memberIdOf(r)).filter((id) => id !== undefined);
  const members = new Map<string, string>(
    memberIds.length
      ? (
          await db('users')
            .whereIn('id', [...new Set(memberIds)])
            .select('id', 'name', 'user_id')
        ).map((u) => [String(u.id), `${u.name} (${u.user_id})`])
      : [],
  );
  return rows.map((r) => {
    const [kind, key] = splitTarget(r.target);
    const memberId = memberIdOf(r);
    return {
      id: Number(r.id),
      at: r.created_at.toISOString(),
      actor: r.actor_name ? `${r.actor_name} (${r.actor_login})` : null,
      verb: r.verb,
      setting: t(`actionLog.setting.${kind}`),
      // A member entry, or a setting about one (co-managers, the main manager), names the member.
      subject:
        kind === 'member' || memberId
          ? ((memberId && members.get(memberId)) ?? t('actionLog.removedAccount'))
          : kind === 'service'
            ? t(`service.${key}`)
            : null,
      ...beforeAfter(r.detail, t, fieldName),
    };
  });
}

/**
 * The member an entry is about: `member:12` (older entries) or a `member` entry's
 * `detail.member.id` (the memberships service records the name beside it).
 */
function memberIdOf(r: Pick<Row, 'target' | 'detail'>): string | undefined {
  const fromTarget = /^member:(\d+)$/.exec(r.target)?.[1];
  const recorded = (r.detail.member as { id?: unknown } | undefined)?.id;
  return fromTarget ?? (typeof recorded === 'number' ? String(recorded) : undefined);
}

/** `member:12` → ['member', '12']; a setting's own name (e.g. `menu access restrictions`) has no key. */
function splitTarget(target: string): [string, string | undefined] {
  const match = /^(member|service)(?::(.+))?$/.exec(target);
  return match ? [match[1], match[2]] : [target.replace(/\s+/g, '_'), undefined];
}

const shownRaw = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * A member's profile is recorded as one object (`profile: { schoolYear, schoolClass, … }`); its
 * fields are shown one by one under their own names, never as JSON.
 */
function spreadNested(side: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(side)) {
    if (key === 'profile' && value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(flat, value);
    else flat[key] = value;
  }
  return flat;
}

/** Before → after as text: the changed fields of a before/after pair, else what the entry recorded. */
function beforeAfter(
  detail: Record<string, unknown>,
  t: (key: string) => string,
  fieldName: (field: string) => string | undefined,
): { before: string; after: string } {
  // A choice among named values (join setting, invitation setting) reads in the caller's words.
  const shown = (value: unknown, field?: string) => {
    if (typeof value === 'boolean') return t(`actionLog.value.${value}`);
    const key = `actionLog.value.${field}.${String(value)}`;
    const word = field && typeof value === 'string' && /^[A-Za-z]+$/.test(value) ? t(key) : key;
    return word === key ? shownRaw(value) : word;
  };
  if ('before' in detail || 'after' in detail) {
    const before = spreadNested((detail.before ?? {}) as Record<string, unknown>);
    const after = spreadNested((detail.after ?? {}) as Record<string, unknown>);
    if (typeof detail.after !== 'object' || detail.after === null)
      return { before: shown(detail.before), after: shown(detail.after) };
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    const line = (side: Record<string, unknown>) =>
      changed.map((k) => `${fieldName(k) ?? t(`actionLog.field.${k}`)}: ${shown(side[k], k)}`).join(', ');
    return { before: detail.before ? line(before) : '—', after: line(after) };
  }
  if (Array.isArray(detail.keys)) return { before: '—', after: detail.keys.join(', ') || '—' };
  if (typeof detail.action === 'string')
    return { before: '—', after: t(`actionLog.action.${detail.action}`) };
  return { before: '—', after: '—' };
}
