import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Catalogue, Locale, QuizTypeDefinition, Role, UserData } from '../common/index.ts';
import type { EventDef, ExtensionPoint, ServiceRef } from './refs.ts';
import type { ChannelLookup, ScopedKindDef } from './channel-scope.ts';
import type { JobAccess, JobContext, JobDef, JobOptions, JobStatus } from './jobs.ts';

/** The `seodang` field of a plugin's package.json. */
export interface PluginManifest {
  id: string;
  apiVersion: 1;
  requires: string[];
  optional: string[];
  /** Per-channel service keys this plugin provides (LECTURE, ASSESSMENT, … or its own). */
  services: string[];
  /**
   * Those of `services` that start off in every channel until a channel admin turns them on
   * (`{ "key": "X", "defaultEnabled": false }` in package.json). Absent: all start on.
   */
  servicesOffByDefault?: string[];
}

/** The channel a request is in (null on the public site). */
export interface ChannelData {
  index: number;
  slug: string;
  name: string;
  faviconPath: string | null;
  channelType: string;
  organizationType: string | null;
  useTextbook: boolean;
  customStyleName: string;
  isSchoolChannel: boolean;
  isPartnerAcademy: boolean;
  canChangeOwnInfoDefault: boolean;
}

/** Who may call a route: anyone, any logged-in user, some roles, or a custom check. */
export type Access =
  'public' | 'user' | readonly Role[] | ((rc: RequestContext) => boolean | Promise<boolean>);

/**
 * Who a route with a custom `access` check lets through, as the authorization-matrix test
 * (`test/integration/authorization-matrix.test.ts`) checks it against the demo data: each
 * caller listed in `allows` must not be refused by the check (no 401, no 403 from `access`),
 * every other caller must be (anonymous: 401; signed in: 403, or 404 where the row is out of
 * their reach). Callers are the effective roles (`student`, `teacher`, `admin`, `supervisor`,
 * `temp`) and `anonymous`. The OpenAPI document carries it as `x-seodang-matrix`.
 */
export interface AccessExpectation {
  allows: readonly (Role | 'anonymous')[];
}

/**
 * What a route handler sees of the request, after validation, auth and channel checks.
 * Every id taken from the path, query or body is resolved with `inChannel` / `inChannelMany`
 * (see {@link ChannelLookup}): an id of another channel answers exactly like a missing one.
 */
export interface RequestContext extends ChannelLookup, JobAccess {
  /**
   * Queues a job that belongs to the request's channel (or the public site), for a status that
   * people of that channel may read: its id (`channelJobIdSchema`) names the channel.
   */
  enqueueInChannel<T>(job: JobDef<T>, data: T): Promise<{ id: string }>;
  /**
   * The status of a job queued by `enqueueInChannel` in this request's channel; null (answer 404)
   * for another channel's job, an unknown one, or one removed after it was kept (7 days done).
   */
  channelJobStatus<T>(job: JobDef<T>, id: string): Promise<JobStatus | null>;
  readonly user: UserData | null;
  readonly channel: ChannelData | null;
  /** The caller's effective role in this channel (or on the public site); null when logged out. */
  readonly role: Role | null;
  readonly locale: Locale;
  readonly db: Knex;
  readonly ip: string;
  /**
   * The scheme and host (with its port) the caller reached this site at, such as
   * `https://school.example.com`: the base of links handed out from the request (a mail's, a QR's, a
   * credential's issuer). Behind trusted proxies (`TRUST_PROXY`) it is what the first proxy was asked
   * for (`X-Forwarded-Proto`, `X-Forwarded-Host`); otherwise the connection's scheme and the `Host`.
   */
  readonly origin: string;
  readonly requestId: string;
  readonly log: Logger;
  /** The logged-in user, or a 401. */
  requireUser(): UserData;
  /** Translates a message key into the caller's locale. */
  t(key: string, params?: Record<string, unknown>): string;
  /** Sets the response status (default 200). */
  status(code: number): void;
  /** Sets a response header. */
  header(name: string, value: string): void;
  /** Publishes a realtime event (through Redis to every core instance). */
  publish(topic: string, event: string, data: unknown): Promise<void>;
  /** Emits a domain event (in-process and across core instances). */
  emit<T>(event: EventDef<T>, payload: T): Promise<void>;
  /** Gets a service another plugin provides. */
  service<T>(ref: ServiceRef<T>): T;
  /** Gets a service when its plugin is installed here, else undefined (for optional integrations). */
  optionalService<T>(ref: ServiceRef<T>): T | undefined;
  /** A registered quiz type by id, or undefined. */
  quizType(id: string): QuizTypeDefinition | undefined;
  /** The raw Koa context, for file responses and streams only. */
  readonly raw: unknown;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route: its schemas are the validation at the edge and its OpenAPI entry. */
export interface RouteDef<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Koa-router path, e.g. `/api/qna/:index`. */
  path: string;
  summary: string;
  tags?: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Response schema, for the OpenAPI document. */
  response?: z.ZodType;
  access: Access;
  /**
   * Required when `access` is a function: who the check lets through, for the generated
   * authorization matrix (see {@link AccessExpectation}); a custom check without it fails that test.
   */
  matrix?: AccessExpectation;
  /** Per-channel service the route belongs to; default: the plugin's first service; null: always on. */
  service?: string | null;
  /** Reachable inside a channel by non-members (log in, sign up, …). */
  channelPublic?: boolean;
  /**
   * Takes writes without the CSRF token (the double-submit header every other write needs). Only
   * for server-to-server callers that carry no session cookie, such as a payment provider's
   * webhook, whose handler trusts nothing in the request (it fetches the facts from the
   * provider). Never for a route a browser calls with the user's session.
   */
  csrfExempt?: boolean;
  /**
   * Largest accepted body, e.g. '100kb' (default '1mb'). A declared Content-Length above it is
   * refused with 413 before a byte is read, and only after authentication and authorisation.
   */
  bodyLimit?: string;
  /**
   * How many requests one address may make to this route in a window, counted in Redis across
   * core instances (an IPv6 address by its /64). Past it the route answers 429
   * `too_many_requests` with Retry-After before anything else is checked or read. For public
   * routes a flood could otherwise fill a table through, such as a payment provider's webhook.
   */
  rateLimit?: { perAddress: number; windowSeconds: number };
  /**
   * The body types the route takes (default `['json']`); any other Content-Type is a 415.
   * `text` is `text/plain` (a string), `form` is URL-encoded, `multipart` is
   * `multipart/form-data`, which the body becomes as a plain object of fields (strings) and
   * files (`File`).
   */
  bodyTypes?: readonly ('json' | 'text' | 'form' | 'multipart')[];
  /**
   * Lets strings of the params, query and body contain NUL (U+0000), which every other route
   * refuses with a 400 (PostgreSQL text cannot store it). Only for input that is passed on and
   * never stored, such as a program's stdin for a one-off run. Lone UTF-16 surrogates, prototype
   * keys (`__proto__`, `constructor`, `prototype`) and over-deep nesting stay refused everywhere.
   */
  allowNul?: boolean;
  /**
   * Also hands the handler the body's text exactly as it arrived (`rawBody`, UTF-8; '' for no
   * body), next to the parsed `body`. For checking a signature made over the bytes, such as a
   * payment provider's signed webhook. JSON, text and form bodies only.
   */
  rawBody?: boolean;
  handler(
    input: { params: Infer<P>; query: Infer<Q>; body: Infer<B>; rawBody?: string },
    rc: RequestContext,
  ): unknown;
}

/** Everything a running plugin can reach. */
export interface StartContext extends JobAccess {
  readonly config: Readonly<Record<string, unknown>>;
  readonly db: Knex;
  readonly log: Logger;
  service<T>(ref: ServiceRef<T>): T;
  optionalService<T>(ref: ServiceRef<T>): T | undefined;
  publish(topic: string, event: string, data: unknown): Promise<void>;
  emit<T>(event: EventDef<T>, payload: T): Promise<void>;
  /** A registered quiz type by id, or undefined. */
  quizType(id: string): QuizTypeDefinition | undefined;
}

/** Topic policy: may this user subscribe to this topic? `params` are the pattern's `{names}`. */
export type TopicPolicy = (input: {
  user: UserData | null;
  params: Record<string, string>;
  db: Knex;
  channel: ChannelData | null;
}) => boolean | Promise<boolean>;

/** Contributes one key of the server-rendered initial data (spec §1 "Server-rendered start"). */
export type InitialDataProvider = (rc: RequestContext) => Promise<unknown> | unknown;

/** What `register(env)` may declare. Registries lock before any plugin starts. */
export interface RegisterEnv {
  readonly manifest: PluginManifest;
  /**
   * The deployment's configuration (as `StartContext.config`), for what must be known while
   * declaring, such as a configurable word in a route's path (the AI assistant's `ai.segment`).
   */
  readonly config: Readonly<Record<string, unknown>>;
  /** Adds an HTTP route. */
  route<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
    def: RouteDef<P, Q, B>,
  ): void;
  /** Folder of this plugin's knex migrations (files exporting `up`/`down`), run with table `knex_migrations_<id>`. */
  migrations(dir: URL): void;
  /** Offers a service to other plugins; the factory runs once at start. */
  provideService<T>(ref: ServiceRef<T>, factory: (ctx: StartContext) => T | Promise<T>): void;
  /** Opens an extension point with the object contributors will call. */
  registerExtensionPoint<T>(point: ExtensionPoint<T>, impl: T): void;
  /** Gets an extension point opened by a plugin this one requires (or optionally uses). */
  extensionPoint<T>(point: ExtensionPoint<T>): T | undefined;
  /**
   * Handles an event. By default the handler runs once, in the core instance that emitted it
   * (it owns the side effects). With `everyInstance`, it runs in every core instance — for
   * dropping caches and other per-process state.
   */
  on<T>(
    event: EventDef<T>,
    handler: (payload: T, ctx: StartContext) => void | Promise<void>,
    options?: { everyInstance?: boolean },
  ): void;
  /**
   * Handles a kind of background job (BullMQ, run by core in every instance; see `defineJob`).
   * A throw is a failed attempt, retried with backoff; the handler must be idempotent, since a
   * job can run again after a crash mid-way. Its return value (JSON) is the job's result.
   */
  job<T>(
    def: JobDef<T>,
    handler: (data: T, job: JobContext, ctx: StartContext) => unknown,
    options?: JobOptions<T>,
  ): void;
  /** Adds this plugin's message catalogue (ko/en/ja) for its error and validation keys. */
  messages(catalogue: Catalogue): void;
  /** Contributes a key of the page's initial data. */
  initialData(key: string, provider: InitialDataProvider): void;
  /** Declares realtime topics matching a pattern like `exam:{examIndex}:supervisors`. */
  topic(pattern: string, policy: TopicPolicy): void;
  /** Registers a quiz type (see `defineQuizType`); ids are unique across plugins. */
  quizType<D, A>(def: QuizTypeDefinition<D, A>): void;
  /**
   * Registers a kind of row that request ids point at, found inside one channel (see
   * {@link ScopedKindDef}); handlers resolve ids of it with `rc.inChannel(kind, id)`.
   * Kinds are unique across plugins.
   */
  scopedKind<Row extends object>(def: ScopedKindDef<Row>): void;
  /**
   * A gauge on core's Prometheus page (served when `SEODANG_METRICS_PORT` is set), named
   * `seodang_<plugin id>_<name>` and read only when the page is scraped (see {@link PluginGauge}).
   */
  gauge(def: PluginGauge): void;
}

/** A plugin's gauge on core's metrics page: its samples, computed at each scrape. */
export interface PluginGauge {
  /** Lower-case words joined by `_`; core prefixes `seodang_<plugin id>_`. */
  name: string;
  help: string;
  /** The label names its samples use (a few, with few values each: every value is a series). */
  labelNames?: readonly string[];
  /** The current samples; a failure here (logged) leaves this gauge empty on that page only. */
  collect(ctx: StartContext): Promise<{ labels?: Record<string, string>; value: number }[]>;
}

/** What a plugin's demo-data seed receives: the demo channel and the demo accounts' ids. */
export interface SeedContext {
  readonly db: Knex;
  /** The demo school channel. */
  readonly channelId: number;
  /** Demo login id → users.id. */
  readonly users: Readonly<Record<string, number>>;
  readonly accounts: readonly { userId: string; name: string; scope: 'public' | 'channel'; role: Role }[];
  /**
   * The deployment's configuration (as `StartContext.config`), for demo data made through a
   * configured local service (commerce pays its demo orders at the local test payment provider).
   * Absent where a test builds a seed context by hand.
   */
  readonly config?: Readonly<Record<string, unknown>>;
  /**
   * A service another plugin provides (as `StartContext.optionalService`), e.g. the workspace's
   * `workspaceQuizSeedRef` for a quiz type's demo quiz; undefined when that plugin is not installed.
   * Absent where a test builds a seed context by hand.
   */
  readonly optionalService?: <T>(ref: ServiceRef<T>) => T | undefined;
  /** A service another plugin provides (as `StartContext.service`). Absent as `optionalService` is. */
  readonly service?: <T>(ref: ServiceRef<T>) => T;
}

/** A server plugin as `definePlugin` returns it. */
export interface PluginDefinition {
  readonly kind: 'seodang-plugin';
  readonly id: string;
  register(env: RegisterEnv): void;
  start?(ctx: StartContext): void | Promise<void>;
  stop?(): void | Promise<void>;
  /** Loads demo content (Korean) for `npm start`; must be idempotent. */
  seed?(ctx: SeedContext): Promise<void>;
}
