import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createCoreMetrics, type CoreMetrics } from './metrics/core-metrics.ts';
import { serveMetrics } from './metrics/serve-metrics.ts';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import compress from 'koa-compress';
import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { devScreensBuilt, type Config } from '@seodang/config';
import {
  channelSettingsPoint,
  channelSettingsRef,
  coreEvents,
  serviceImpactPoint,
  mailRef,
  fileStorageRef,
  mediaRef,
  membershipRef,
  accountsRef,
  type EventDef,
  type PluginManifest,
  type ServiceRef,
  type StartContext,
} from '@seodang/sdk';
import { createLogger } from './logger.ts';
import { createKnex } from './db/knex.ts';
import { migrateFolders, type MigrationFolder } from './db/migration-source.ts';
import { createRedis } from './redis.ts';
import { Registry } from './plugins/registry.ts';
import { loadPlugin, type LoadedPlugin } from './plugins/load.ts';
import { orderPlugins } from './plugins/order.ts';
import { EventBus } from './events/bus.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { registerMail } from './mail/mail-jobs.ts';
import { createFileStorage } from './storage/file-storage.ts';
import { createMediaService } from './media/media-service.ts';
import { devMailViewer } from './mail/dev-mail-viewer.ts';
import { MembershipMails } from './memberships/membership-mails.ts';
import { SessionStore } from './accounts/sessions.ts';
import { LoginThrottle, RequestLimiter } from './accounts/rate-limit.ts';
import { DeviceCookies } from './accounts/device-cookie.ts';
import { registerAccountRoutes } from './accounts/routes.ts';
import { Accounts } from './accounts/account-service.ts';
import { registerOAuthRoutes } from './accounts/oauth/oauth-routes.ts';
import { OAuthClients } from './accounts/oauth/oauth-client.ts';
import { OAuthStore } from './accounts/oauth/oauth-store.ts';
import { sessionStarter } from './accounts/start-session.ts';
import { IdentityResolver, identityChanged } from './accounts/identity.ts';
import { Memberships } from './memberships/membership-service.ts';
import { registerRemovalSweep } from './memberships/removal-sweep.ts';
import { ChannelResolver, channelKeyFromHost } from './channels/resolve.ts';
import { toUserData } from './accounts/user-data.ts';
import { ChannelServices } from './services/channel-services.ts';
import { registerServiceRoutes, servicesChanged } from './services/routes.ts';
import { ServiceImpacts } from './services/service-impacts.ts';
import { channelChanged, registerChannelRoutes } from './channels/routes.ts';
import { registerSiteAdminChannelRoutes } from './channels/site-admin-routes.ts';
import { channelMessages } from './channels/channel-messages.ts';
import { registerActionLogRoutes } from './services/action-log-routes.ts';
import { actionLogMessages } from './services/action-log-messages.ts';
import { ChannelSettingsDefs } from './channels/settings/settings-registry.ts';
import { registerChannelSettingsRoutes } from './channels/settings/settings-routes.ts';
import { capabilitiesFor, webPlugins } from './services/capabilities.ts';
import { registerLogRoutes, isLogPath } from './logging/routes.ts';
import { errorMiddleware } from './http/errors.ts';
import { createErrorReporter, type ErrorReporter } from './error-reporting/error-reporter.ts';
import { answerClientError } from './http/client-error.ts';
import { createFaultHandler } from './error-reporting/fault-boundary.ts';
import { identifyMiddleware } from './http/identify.ts';
import { mountRoutes } from './http/mount-routes.ts';
import { apiFallback } from './http/api-fallback.ts';
import { openApiDocument } from './http/openapi.ts';
import type { CoreAccess } from './http/request-context.ts';
import { userKind } from './channels/user-kind.ts';
import { cookieNames } from './http/cookies.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { RealtimeHub, type SocketIdentity } from './realtime/hub.ts';
import { createUpgradeRouter } from './realtime/upgrade-router.ts';
import { pageMiddleware } from './ssr/page.ts';
import { WebRouteTable } from './ssr/web-routes.ts';
import { staticMiddleware } from './ssr/static.ts';

export interface CoreOptions {
  config: Config;
  /** Plugins to load: ids under `plugins/`, or already loaded plugins (tests). Default: config.plugins. */
  plugins?: (string | LoadedPlugin)[];
  log?: Logger;
}

/** A running (or ready to run) core instance. */
export interface Core {
  readonly config: Config;
  readonly app: Koa;
  readonly server: Server;
  readonly db: Knex;
  readonly redis: Redis;
  readonly log: Logger;
  /** Where unexpected errors are reported (Sentry when configured). */
  readonly reporter: ErrorReporter;
  readonly plugins: LoadedPlugin[];
  readonly registry: Registry;
  readonly events: EventBus;
  /** Background jobs: queues, workers and schedules (BullMQ). */
  readonly jobs: JobRunner;
  readonly realtime: RealtimeHub;
  /** Runs core and plugin migrations, each with its own migrations table. */
  migrate(): Promise<void>;
  /** The migration folders `migrate` runs, in order: core's own, then each plugin's. */
  readonly migrationFolders: readonly MigrationFolder[];
  /** Starts plugins and listens; resolves with the base URL. */
  listen(port?: number): Promise<string>;
  /** Where Prometheus scrapes this instance (`config.metricsPort`), once listening; else null. */
  metricsUrl(): string | null;
  /** Stops accepting, closes sockets, stops plugins in reverse order, closes pools. */
  stop(): Promise<void>;
  publish(topic: string, event: string, data: unknown): Promise<void>;
  emit<T>(event: EventDef<T>, payload: T): Promise<void>;
  service<T>(ref: ServiceRef<T>): T;
  optionalService<T>(ref: ServiceRef<T>): T | undefined;
  /**
   * Builds every provided service (once; `listen` does it too), so work done without listening,
   * like loading the demo data, can use services.
   */
  provideServices(): Promise<void>;
}

const coreManifest: PluginManifest = { id: 'core', apiVersion: 1, requires: [], optional: [], services: [] };
const coreMigrations = new URL('./migrations/', import.meta.url);

/** Builds a core instance: loads and registers plugins, assembles the request path. */
export async function createCore(options: CoreOptions): Promise<Core> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const reporter = createErrorReporter({
    dsn: config.sentryDsn,
    environment: config.env,
    onSendError: (err) => log.warn({ err }, 'error report not sent'),
  });
  const fault = createFaultHandler(log, reporter);
  const loaded = await Promise.all(
    (options.plugins ?? config.plugins).map((p) => (typeof p === 'string' ? loadPlugin(p) : p)),
  );
  const plugins = orderPlugins(loaded);

  const db = createKnex(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'core', log);
  const realtimeSub = createRedis(config.redisUrl, 'core-realtime-sub', log);
  const eventsSub = createRedis(config.redisUrl, 'core-events-sub', log);
  const prefix = config.redisPrefix;

  const registry = new Registry(config as unknown as Readonly<Record<string, unknown>>);
  const sessions = new SessionStore(db, config.session.ttlHours);
  const identities = new IdentityResolver(db, sessions);
  const channels = new ChannelResolver(db);
  const channelServices = new ChannelServices(
    db,
    () => registry.services,
    undefined,
    () => registry.servicesOffByDefault,
  );
  const events = new EventBus(redis, eventsSub, prefix, log);
  const jobs = new JobRunner({ redisUrl: config.redisUrl, prefix, log, jobs: () => registry.jobs });
  const instances = new Map<string, unknown>();

  const service = <T>(ref: ServiceRef<T>): T => {
    if (!instances.has(ref.id))
      throw new Error(`Service '${ref.id}' is not provided (is its plugin installed and started?)`);
    return instances.get(ref.id) as T;
  };
  const optionalService = <T>(ref: ServiceRef<T>): T | undefined => instances.get(ref.id) as T | undefined;
  const identifySocket = async (req: IncomingMessage): Promise<SocketIdentity> => {
    const key = channelKeyFromHost(req.headers.host, config.baseDomain);
    const channel = key ? await channels.resolve(key) : null;
    const identity = await identities.resolve(
      parseCookie(req.headers.cookie ?? '', cookieNames.session),
      channel?.index ?? null,
    );
    if (!identity) return { user: null, channel };
    return { user: toUserData(identity.user, channel, identity.membership), channel };
  };
  const presence = (identity: SocketIdentity) => ({
    userId: identity.user!.id,
    channelId: identity.channel?.index ?? null,
  });
  // Made once the plugins declared their gauges (below); realtime reports to it from then on.
  const late: { metrics?: CoreMetrics } = {};
  const realtime = new RealtimeHub({
    pub: redis,
    sub: realtimeSub,
    prefix,
    log,
    fault,
    db,
    topics: () => registry.topics,
    identify: identifySocket,
    instanceName: config.instanceName,
    onDelivered: (ms) => late.metrics?.delivered(ms),
    onSubscribed: (identity, topic) =>
      void events
        .emit(coreEvents.topicSubscribed, { ...presence(identity), topic })
        .catch((err) => log.error({ err }, 'presence event failed')),
    onClosed: (identity, topics) =>
      void events
        .emit(coreEvents.socketClosed, { ...presence(identity), topics })
        .catch((err) => log.error({ err }, 'presence event failed')),
  });
  const publish = (topic: string, event: string, data: unknown) => realtime.publish(topic, event, data);
  const emit = <T>(event: EventDef<T>, payload: T) => events.emit(event, payload);
  const quizType = (id: string) => registry.quizTypes.get(id)?.def;
  const access: CoreAccess = {
    db,
    catalogues: () => registry.catalogues,
    publish,
    emit,
    service,
    optionalService,
    quizType,
    scopedKind: (kind) => registry.scopedKinds.get(kind)?.def,
    jobs,
  };

  // Core declares its own routes and topics through the same registry plugins use.
  const coreEnv = registry.envFor(coreManifest);
  const loginThrottle = new LoginThrottle(redis, prefix, config.login);
  registerAccountRoutes(coreEnv, {
    config,
    sessions,
    identities,
    loginThrottle,
    deviceCookies: new DeviceCookies(redis, prefix, config.login.deviceCookieSecret),
    signupLimiter: new RequestLimiter(
      redis,
      `${prefix}:signup:ip`,
      config.signup.perIp,
      config.signup.windowSeconds,
    ),
  });
  const serviceImpacts = new ServiceImpacts();
  coreEnv.registerExtensionPoint(serviceImpactPoint, serviceImpacts);
  registerOAuthRoutes(coreEnv, {
    config,
    clients: new OAuthClients(config.oauth),
    store: new OAuthStore(redis, prefix),
    startSession: sessionStarter({ config, sessions, identities }),
    loginThrottle,
  });
  registerServiceRoutes(coreEnv, {
    plugins: () => plugins,
    services: channelServices,
    serviceOwners: () => registry.services,
    channels,
    impacts: serviceImpacts,
  });
  const memberships = new Memberships(
    async (userIds) => {
      // This instance forgets at once, before the request that made the change answers (the event
      // reaches this instance's handlers only after its round trip through Redis); the event tells
      // the other instances.
      for (const userId of userIds) identities.forget(userId);
      for (const userId of userIds) await events.emit(identityChanged, { userId });
    },
    new MembershipMails({ mail: () => service(mailRef), baseDomain: config.baseDomain }),
  );
  coreEnv.provideService(membershipRef, () => memberships);
  const accounts = new Accounts(sessions, async (userId) => {
    identities.forget(userId);
    await events.emit(identityChanged, { userId });
  });
  coreEnv.provideService(accountsRef, () => accounts);
  registerRemovalSweep(coreEnv, db);
  registerChannelRoutes(coreEnv, memberships);
  coreEnv.scopedKind(userKind);
  registerSiteAdminChannelRoutes(coreEnv, { baseDomain: config.baseDomain });
  coreEnv.messages(channelMessages);
  const settingDefs = new ChannelSettingsDefs();
  coreEnv.registerExtensionPoint(channelSettingsPoint, settingDefs);
  coreEnv.provideService(channelSettingsRef, () => settingDefs.service());
  registerChannelSettingsRoutes(coreEnv, { config, defs: settingDefs });
  registerActionLogRoutes(coreEnv, { settingName: (key) => settingDefs.defs.get(key)?.logName });
  coreEnv.messages(actionLogMessages);
  registerLogRoutes(coreEnv, config.logSegment, reporter);
  coreEnv.topic('user:{userId}', ({ user, params }) => !!user && String(user.id) === params.userId);
  const mail = registerMail(coreEnv, { config, db, jobs, log, redis, prefix });
  const files = createFileStorage(config.storage, log);
  coreEnv.provideService(fileStorageRef, () => files.service);
  const media = createMediaService({ config, db });
  coreEnv.provideService(mediaRef, () => media);
  try {
    for (const plugin of plugins) plugin.definition.register(registry.envFor(plugin.manifest));
  } catch (error) {
    // A plugin that cannot register stops the start; the connections opened so far must not keep the process alive.
    mail.close();
    await files.close();
    await Promise.allSettled([redis.quit(), realtimeSub.quit(), eventsSub.quit(), db.destroy()]);
    throw error;
  }
  const migrationFolders: MigrationFolder[] = [
    { owner: 'core', dir: coreMigrations },
    ...registry.migrations,
  ];
  // Caches that every instance keeps are cleared in every instance when the data changes.
  coreEnv.on(servicesChanged, () => channelServices.invalidate(), { everyInstance: true });
  coreEnv.on(identityChanged, ({ userId }) => identities.forget(userId), { everyInstance: true });
  coreEnv.on(channelChanged, () => channels.invalidate(), { everyInstance: true });
  registry.lock();

  // TRUST_PROXY=<n>: n proxies in front append to X-Forwarded-For; the client is the entry they saw,
  // not the leftmost one (which the client writes itself and could vary to dodge address limits).
  const proxyHops = Number(process.env.TRUST_PROXY) || 0;
  const app = new Koa({ proxy: proxyHops > 0, maxIpsCount: proxyHops });
  app.silent = true;
  const coreMetrics = createCoreMetrics({
    db,
    log,
    sockets: () => realtime.size,
    gauges: registry.gauges,
    context: () => startContext,
  });
  late.metrics = coreMetrics;
  let metricsServer: Server | undefined;
  const apiRouter = mountRoutes(registry.routes, {
    core: access,
    services: channelServices,
    csrfExempt: isLogPath,
    rateLimits: { redis, prefix },
  });
  const system = new Router();
  system.get('/api/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  system.get('/api/openapi.json', (ctx) => {
    ctx.body = openApiDocument(registry.routes, { title: 'Seodang API', version: '1' });
  });

  // Which instance answered (config.instanceName): a label for operators and the cluster tests.
  const instanceName = config.instanceName;
  if (instanceName)
    app.use(async (ctx, next) => {
      ctx.set('X-Seodang-Instance', instanceName);
      await next();
    });
  app.use(coreMetrics.middleware());
  app.use(apiSecurityHeaders());
  app.use(errorMiddleware(() => registry.catalogues, reporter));
  app.use(compress({ threshold: 1024 }));
  app.use(system.routes());
  // The local mail catcher's viewer: development only, and only when a catcher keeps the mail.
  if (config.mailCatcherDir && config.env !== 'production')
    app.use(devMailViewer(config.mailCatcherDir).routes());
  app.use(staticMiddleware());
  app.use(identifyMiddleware({ config, log, channels, identities }));
  app.use(apiRouter.routes());
  app.use(apiFallback([apiRouter, system]));
  app.use(
    pageMiddleware({
      config,
      registry,
      core: access,
      capabilities: (ctx) => capabilitiesFor(ctx.state.sd.channel, plugins, channelServices),
      routes: new WebRouteTable(
        new Map(webPlugins(plugins).flatMap((p) => (p.dir ? [[p.manifest.id, p.dir] as const] : []))),
        // The developer screens (/dev/ui) are left out of a production build: a 404 there too.
        { devScreens: devScreensBuilt(config.env) },
      ),
    }),
  );

  const server = createServer(app.callback());
  server.on(
    'clientError',
    answerClientError(() => registry.catalogues),
  );
  server.on(
    'upgrade',
    createUpgradeRouter(
      { '/api/realtime': (req, socket, head) => realtime.handleUpgrade(req, socket, head) },
      fault,
    ),
  );

  let started = false;
  let servicesBuilt: Promise<void> | null = null;
  const provideServices = () =>
    (servicesBuilt ??= (async () => {
      for (const [id, { factory }] of registry.serviceFactories)
        instances.set(id, await factory(startContext));
    })());
  const startContext: StartContext = {
    config: config as unknown as Record<string, unknown>,
    db,
    log,
    service,
    optionalService,
    publish,
    emit,
    quizType,
    enqueue: (job, data, options) => jobs.enqueue(job, data, options),
    jobStatus: (job, id) => jobs.jobStatus(job, id),
  };

  return {
    config,
    app,
    server,
    db,
    redis,
    log,
    reporter,
    plugins,
    registry,
    events,
    jobs,
    realtime,
    publish,
    emit,
    service,
    optionalService,
    provideServices,
    migrationFolders,
    async migrate() {
      await migrateFolders(db, migrationFolders);
    },
    async listen(port = config.port) {
      if (!started) {
        await provideServices();
        await events.start(startContext, registry.eventHandlers);
        for (const plugin of plugins) await plugin.definition.start?.(startContext);
        await jobs.start(startContext);
        started = true;
      }
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => resolve());
      });
      if (config.metricsPort !== undefined && !metricsServer) {
        const served = await serveMetrics(coreMetrics, config.metricsPort, config.host);
        metricsServer = served.server;
        log.info({ port: served.port }, 'Prometheus metrics on /metrics');
      }
      const address = server.address() as AddressInfo;
      return `http://localhost:${address.port}`;
    },
    metricsUrl() {
      const address = metricsServer?.address() as AddressInfo | null | undefined;
      return address ? `http://127.0.0.1:${address.port}/metrics` : null;
    },
    async stop() {
      // Read before close(), which clears it: a listening server has requests in flight to wait for.
      const wasListening = server.listening;
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      // A connection whose request finishes now stays open for keep-alive: close each one as it
      // goes idle, and cut what is left after 5 s.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => server.closeAllConnections(), 5_000);
      await realtime.close();
      if (wasListening) await closing;
      clearInterval(idle);
      if (metricsServer) await new Promise<void>((resolve) => metricsServer!.close(() => resolve()));
      clearTimeout(force);
      // Running jobs finish before the plugins they use stop.
      await jobs.stop();
      mail.close();
      for (const plugin of [...plugins].reverse()) {
        try {
          await plugin.definition.stop?.();
        } catch (error) {
          log.error({ err: error, plugin: plugin.manifest.id }, 'plugin stop failed');
        }
      }
      await files.close();
      await Promise.allSettled([redis.quit(), realtimeSub.quit(), eventsSub.quit()]);
      await db.destroy();
      await reporter.flush();
    },
  };
}

function parseCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}
