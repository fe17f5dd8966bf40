import type { Knex } from 'knex';
import { AppError, notFound } from './errors.ts';

/**
 * A kind of row that request ids point at (`user`, `lecture`, `quiz`, `exam`, …) and how to
 * find such rows inside one channel. The plugin that owns the table registers it in
 * `register(env)` with `env.scopedKind(def)`; every route handler then resolves the ids it takes
 * from a path, query or body with `rc.inChannel(kind, id)` / `rc.inChannelMany(kind, ids)`.
 *
 * @example
 * env.scopedKind<{ id: number; title: string }>({
 *   kind: 'quiz',
 *   find: (db, ids, channelIndex) =>
 *     db('workspace_quizzes').whereIn('id', ids)
 *       .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]).select('id', 'title'),
 * });
 */
export interface ScopedKindDef<Row extends object = object> {
  /** A short name, unique across plugins ('quiz', 'exam', …). */
  kind: string;
  /**
   * The rows among `ids` that live in the channel (`channelIndex` null: the public site). An id
   * that does not exist, or exists in another channel, is simply left out. `ids` is never empty
   * and holds no duplicates.
   */
  find(db: Knex, ids: readonly number[], channelIndex: number | null): Promise<readonly Row[]>;
  /** The id of a found row, matched against the requested ids (default: its `id` column). */
  idOf?(row: Row): number;
}

/**
 * A row of core's `user` kind: an account the request may name by id. In a channel, its joined
 * and active members; on the public site, the public-site accounts (no active membership in any
 * channel). Lists show `email` through `maskEmail` of `@seodang/sdk/common`.
 */
export interface ScopedUser {
  id: number;
  /** The login id. */
  userId: string;
  name: string;
  email: string;
  /** The membership role in the channel; null on the public site. */
  role: string | null;
}

/** What answers for an id that is not in the channel: the same 404 a missing row answers. */
export interface NotFoundAs {
  /** The error code (default 'not_found'). */
  code?: string;
  /** The message key (default 'error.not_found'). */
  messageKey?: string;
}

/** The channel-scoped lookup a request context offers (see `RequestContext.inChannel`). */
export interface ChannelLookup {
  /**
   * The row of `kind` with this id in the request's channel, or the 404 a missing row answers
   * (an id of another channel is indistinguishable from one that does not exist).
   */
  inChannel<Row extends object = Record<string, unknown>>(
    kind: string,
    id: number,
    notFoundAs?: NotFoundAs,
  ): Promise<Row>;
  /**
   * The rows of `kind` for these ids in the request's channel, in the order asked (duplicates
   * once), or a 404 when any one of them is not there. An empty list answers an empty list.
   */
  inChannelMany<Row extends object = Record<string, unknown>>(
    kind: string,
    ids: readonly number[],
    notFoundAs?: NotFoundAs,
  ): Promise<Row[]>;
  /**
   * The rows of `kind` among these ids that are in the request's channel, the others dropped
   * without a word, in the order asked. For searches and lists the server built itself; an id the
   * caller named goes through `inChannel` / `inChannelMany` instead.
   */
  keepInChannel<Row extends object = Record<string, unknown>>(
    kind: string,
    ids: readonly number[],
  ): Promise<Row[]>;
  /** Whether a plugin installed here registered `kind` (for optional integrations). */
  hasScopedKind(kind: string): boolean;
}

const rowId = (def: ScopedKindDef, row: object): number =>
  Number(def.idOf ? def.idOf(row) : (row as { id: unknown }).id);

const missing = (notFoundAs?: NotFoundAs): AppError =>
  notFoundAs?.code || notFoundAs?.messageKey
    ? new AppError(404, notFoundAs.code ?? 'not_found', notFoundAs.messageKey ?? 'error.not_found')
    : notFound();

/**
 * Builds the channel-scoped lookup of one request (core calls this; plugins use `rc.inChannel`).
 * An unregistered kind is a programming error and throws a plain Error (a 500), never a 404.
 */
export function channelLookup(
  kinds: (kind: string) => ScopedKindDef | undefined,
  db: Knex,
  channelIndex: number | null,
): ChannelLookup {
  /** The requested ids (each once) and, for each, its row in the channel or undefined. */
  const lookup = async <Row extends object>(kind: string, ids: readonly number[]) => {
    const def = kinds(kind);
    if (!def) throw new Error(`No scoped kind '${kind}' is registered`);
    const unique = [...new Set(ids)];
    const valid = unique.filter((id) => Number.isSafeInteger(id) && id > 0);
    const rows = valid.length ? await def.find(db, valid, channelIndex) : [];
    const byId = new Map(rows.map((row) => [rowId(def, row), row]));
    return unique.map((id) => byId.get(id) as Row | undefined);
  };
  const many = async <Row extends object>(
    kind: string,
    ids: readonly number[],
    notFoundAs?: NotFoundAs,
  ): Promise<Row[]> => {
    const out = await lookup<Row>(kind, ids);
    if (out.some((row) => !row)) throw missing(notFoundAs);
    return out as Row[];
  };
  return {
    inChannelMany: many,
    async keepInChannel<Row extends object>(kind: string, ids: readonly number[]) {
      return (await lookup<Row>(kind, ids)).filter((row): row is Row => !!row);
    },
    async inChannel<Row extends object>(kind: string, id: number, notFoundAs?: NotFoundAs) {
      const [row] = await many<Row>(kind, [id], notFoundAs);
      return row;
    },
    hasScopedKind: (kind) => !!kinds(kind),
  };
}
