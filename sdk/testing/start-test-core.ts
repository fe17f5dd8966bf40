import { randomBytes } from 'node:crypto';
import { createCore, createLogger, hashPassword, type Core, type LoadedPlugin } from '@seodang/core';
import { loadConfig, type Config } from '@seodang/config';
import type { Role } from '../common/index.ts';
import { newTestDatabase } from './database.ts';
import { createMigratedDatabase } from './template-database.ts';
import { TestClient } from './client.ts';

/**
 * A member of a channel made by `createChannelWithMembers`: its role, or its role with a display
 * name (default: the login id), a membership state (default `'joined'`) and extra `channel_members`
 * columns (e.g. `{ is_main_manager: true }`).
 */
export type TestMember =
  Role | { role: Role; name?: string; state?: string; extra?: Record<string, unknown> };

/** A channel made by `createChannelWithMembers`, with its members and clients signed in on its host. */
export interface TestChannel {
  /** The channel's id (`channels.id`), for `addMember` and the database. */
  id: number;
  slug: string;
  /** The host a client poses as to be in the channel: `<slug>.localhost`. */
  host: string;
  /** Each member's user id (`users.id`) by login id. */
  ids: Record<string, number>;
  /** A new client on the channel's host, logged in as `userId` with `testPassword`. */
  login(userId: string, options?: { locale?: string }): Promise<TestClient>;
}

/** A core instance booted for a test against the real test PostgreSQL and Redis. */
export interface TestCore {
  core: Core;
  url: string;
  port: number;
  /** A fresh browser-like client; `host` poses as a channel (e.g. 'school.localhost'). */
  client(options?: { host?: string; locale?: string }): TestClient;
  /** Creates a user directly (fast path for tests); returns its id. */
  createUser(input: {
    userId: string;
    password?: string;
    name?: string;
    email?: string;
    isTeacher?: boolean;
    isSiteAdmin?: boolean;
    isPartner?: boolean;
  }): Promise<number>;
  /** Creates a channel; returns its id. */
  createChannel(input: {
    slug: string;
    name?: string;
    organizationType?: string;
    customStyleName?: string;
  }): Promise<number>;
  /**
   * A channel and its members in one step: `members` maps login ids to roles; each becomes a user
   * (`createUser`, so `testPassword`) unless one with that login id exists already (one user can
   * belong to two channels) and joins the channel. The result knows the members' ids and signs them
   * in on the channel's host:
   * `const school = await app.createChannelWithMembers({ slug: 'school', members: { teach: 'teacher', kim: 'student' } });`
   * `const teach = await school.login('teach');`
   */
  createChannelWithMembers(
    input: Parameters<TestCore['createChannel']>[0] & { members: Record<string, TestMember> },
  ): Promise<TestChannel>;
  /** Makes a user a member of a channel. */
  addMember(
    channelId: number,
    userId: number,
    role: Role,
    state?: string,
    extra?: Record<string, unknown>,
  ): Promise<void>;
  /** Boots another core instance on the same database and Redis prefix (multi-instance tests). */
  another(): Promise<{
    core: Core;
    url: string;
    port: number;
    client(options?: { host?: string }): TestClient;
    stop(): Promise<void>;
  }>;
  stop(): Promise<void>;
}

/** The password every user made by `createUser` gets unless told otherwise. */
export const testPassword = 'Test#pass1';

/**
 * Boots core with the given plugins against a fresh database (one per call: a copy of the database
 * its migrations made once, see `template-database.ts`) and a private
 * Redis key prefix, migrated and listening on a free port.
 */
export async function startTestCore(
  options: { plugins?: (string | LoadedPlugin)[]; config?: Partial<Config> } = {},
): Promise<TestCore> {
  const database = newTestDatabase();
  const config = loadConfig(process.env, {
    databaseUrl: database.url,
    redisPrefix: `t${randomBytes(5).toString('hex')}`,
    port: 0,
    host: '127.0.0.1',
    logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent',
    plugins: [],
    ...options.config,
  });
  const boot = async () => {
    const core = await createCore({
      config,
      plugins: options.plugins ?? [],
      log: createLogger(config.logLevel),
    });
    const url = await core.listen(0);
    const port = Number(new URL(url).port);
    return {
      core,
      url,
      port,
      client: (o: { host?: string; locale?: string } = {}) =>
        new TestClient(url, { ...o, host: o.host ? `${o.host}:${port}` : undefined }),
    };
  };
  const first = await createCore({
    config,
    plugins: options.plugins ?? [],
    log: createLogger(config.logLevel),
  });
  await createMigratedDatabase(database.name, first.migrationFolders);
  await first.migrate(); // nothing left to run: it only checks
  const url = await first.listen(0);
  const port = Number(new URL(url).port);
  const others: { stop(): Promise<void> }[] = [];
  const db = first.db;
  const hashed = await hashPassword(testPassword);

  const testCore: TestCore = {
    core: first,
    url,
    port,
    client: (o = {}) => new TestClient(url, { ...o, host: o.host ? `${o.host}:${port}` : undefined }),
    async createUser(input) {
      const [row] = await db('users')
        .insert({
          user_id: input.userId,
          password_hash: input.password ? await hashPassword(input.password) : hashed,
          name: input.name ?? input.userId,
          email: input.email ?? `${input.userId.replace(/[^A-Za-z0-9._-]/g, 'x')}@example.com`,
          is_teacher: input.isTeacher ?? false,
          is_site_admin: input.isSiteAdmin ?? false,
          is_partner: input.isPartner ?? false,
        })
        .returning('id');
      return row.id as number;
    },
    async createChannel(input) {
      const [row] = await db('channels')
        .insert({
          slug: input.slug,
          name: input.name ?? input.slug,
          organization_type: input.organizationType ?? null,
          custom_style_name: input.customStyleName ?? '',
        })
        .returning('id');
      return row.id as number;
    },
    async createChannelWithMembers({ members, ...channel }) {
      const id = await testCore.createChannel(channel);
      const host = `${channel.slug}.localhost`;
      const ids: Record<string, number> = {};
      for (const [userId, member] of Object.entries(members)) {
        const { role, name, state, extra } = typeof member === 'string' ? { role: member } : member;
        const existing = (await db('users').where({ user_id: userId }).first('id')) as
          { id: number } | undefined;
        ids[userId] = existing?.id ?? (await testCore.createUser({ userId, name }));
        await testCore.addMember(id, ids[userId], role, state, extra);
      }
      return {
        id,
        slug: channel.slug,
        host,
        ids,
        async login(userId, options = {}) {
          const c = testCore.client({ host, locale: options.locale });
          await c.login(userId, testPassword);
          return c;
        },
      };
    },
    async addMember(channelId, userId, role, state = 'joined', extra = {}) {
      await db('channel_members').insert({
        channel_id: channelId,
        user_id: userId,
        role,
        state,
        joined_at: new Date(),
        ...extra,
      });
    },
    async another() {
      const instance = await boot();
      const handle = { ...instance, stop: () => instance.core.stop() };
      others.push(handle);
      return handle;
    },
    async stop() {
      for (const other of others) await other.stop();
      await first.stop();
      await database.drop();
    },
  };
  return testCore;
}
