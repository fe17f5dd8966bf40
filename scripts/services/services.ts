// The managed services of a profile, or the external ones named by DATABASE_URL / REDIS_URL.
import { info, step, warn } from '../lib/log.ts';
import { join } from 'node:path';
import { dataDir, type Profile } from '../lib/paths.ts';
import type { Managed } from '../lib/processes.ts';
import { removePid } from '../lib/pid-files.ts';
import { dockerInstalled, startDocker } from './docker.ts';
import { startJanus } from './janus.ts';
import { credentialsKeySecret } from './credentials-secret.ts';
import { startMailCatcherService } from './mail-catcher.ts';
import { startPostgres } from './postgres.ts';
import { startRedis } from './redis.ts';
import { startTestPgService } from './test-pg.ts';
import { demoOidcClient, startDemoOidcService } from './demo-oidc.ts';
import { startDemoDirectoryService } from './demo-directory.ts';
import { startDemoModelService } from './demo-model.ts';
import { startLocalS3Service } from './local-s3.ts';

/** Names of the managed service processes (as the console prefixes them). */
export const managedServiceNames = [
  'postgres',
  'redis',
  'janus',
  'docker',
  'mail',
  'test-pg',
  'demo-oidc',
  'demo-directory',
  'demo-model',
  's3',
] as const;

export interface Services {
  /** Environment for core, the judge and the tests. */
  env: Record<string, string>;
  /** Where the local mail catcher keeps mail (relative to the repository), when it runs. */
  mailDir?: string;
  /** The local test payment provider's URL (its payment window is `<url>/pay`), when it runs. */
  testPgUrl?: string;
  /** The local demo sign-in provider (issuer URL and demo accounts), when it runs. */
  demoOidc?: { issuer: string; accounts: string[] };
  /** The AI assistant's local demo model (its OpenAI-compatible URL), when it runs. */
  demoModelUrl?: string;
  /** Stop every managed service, newest first. */
  stop: () => Promise<void>;
}

export interface ServiceOptions {
  profile: Profile;
  /** Start Janus too (dev); a failure there only warns, as nothing needs it yet. */
  janus: boolean;
  /**
   * Keep files in the local S3-compatible store (s3rver under `.data/<profile>/s3`) instead of on
   * local disk, unless SEODANG_STORAGE names a store (npm run cluster: instances share their files).
   */
  objectStore?: boolean;
  /** Start a Docker engine for the judge's docker driver; a failure only warns (its tests then say they were skipped). */
  docker?: boolean;
  /**
   * Run the local mail catcher when SMTP_URL is not set (dev), handing the delivery-status reports
   * it takes at VERP return paths to `bounceUrl` (core's bounce route). Tests start their own in-process.
   */
  mail?: boolean | { bounceUrl: string };
  /**
   * Run the local test payment provider, sending its webhooks to this URL (core's webhook route),
   * unless COMMERCE_PROVIDER names another provider or TEST_PG_URL one already running (dev).
   * Tests start their own in-process.
   */
  payments?: { webhookUrl: string };
  /**
   * Run the local "Demo sign-in" OpenID provider and configure it as the generic OIDC provider,
   * accepting these callback URLs, unless OAUTH_OIDC_ISSUER names one (development only).
   */
  demoOidc?: { redirectUris: string[] };
  /** Run the local demo SCIM directory the demo channel's member sync reads (development only). */
  demoDirectory?: boolean;
  /**
   * Run the AI assistant's local demo model and point core at it (SEODANG_AI_PROVIDER=demo),
   * unless SEODANG_AI_PROVIDER names a provider (development only).
   */
  demoModel?: boolean;
}

/** Start what is not given from outside, in order, and return the environment to use. */
export async function startServices(opts: ServiceOptions): Promise<Services> {
  const { profile } = opts;
  const env: Record<string, string> = {};
  const services: Services = { env, stop: () => stop() };
  const started: Managed[] = [];
  const stop = async (): Promise<void> => {
    for (const m of [...started].reverse()) {
      // PostgreSQL: SIGINT is its fast shutdown (rolls back open sessions, no waiting for clients).
      await m.stop(m.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
      removePid(profile, m.name);
    }
  };
  try {
    if (process.env.DATABASE_URL) {
      step('PostgreSQL: using DATABASE_URL');
      env.DATABASE_URL = process.env.DATABASE_URL;
    } else {
      step(`PostgreSQL: managed (.data/${profile}/postgres)`);
      const pg = await startPostgres(profile);
      started.push(pg.process);
      env.DATABASE_URL = pg.url;
      info(`ready on port ${pg.port}`);
    }
    if (process.env.REDIS_URL) {
      step('Redis: using REDIS_URL');
      env.REDIS_URL = process.env.REDIS_URL;
    } else {
      step(`Redis: managed (.data/${profile}/redis)`);
      const redis = await startRedis(profile);
      started.push(redis.process);
      env.REDIS_URL = redis.url;
      info(`ready on port ${redis.port}`);
    }
    if (opts.objectStore && !process.env.SEODANG_STORAGE) await startObjectStore(profile, env, started);
    else useFileStorage(profile, env);
    // Seals the signing keys of credentials (the credentials plugin).
    env.CREDENTIALS_KEY_SECRET = credentialsKeySecret(profile);
    if (opts.janus) await startOptionalJanus(profile, env, started);
    if (opts.docker) await startOptionalDocker(profile, env, started);
    if (opts.mail)
      services.mailDir = await startMail(
        profile,
        env,
        started,
        opts.mail === true ? undefined : opts.mail.bounceUrl,
      );
    if (opts.payments)
      services.testPgUrl = await startPayments(profile, env, started, opts.payments.webhookUrl);
    if (opts.demoOidc)
      services.demoOidc = await startDemoSignIn(profile, env, started, opts.demoOidc.redirectUris);
    if (opts.demoDirectory) await startDemoDirectory(profile, env, started);
    if (opts.demoModel) services.demoModelUrl = await startDemoModel(profile, env, started);
  } catch (err) {
    await stop();
    throw err;
  }
  return services;
}

/** Files on local disk under the profile's folder, unless SEODANG_STORAGE=s3 names an object store. */
function useFileStorage(profile: Profile, env: Record<string, string>): void {
  if (process.env.SEODANG_STORAGE === 's3') {
    step(
      `Files: S3-compatible store, bucket ${process.env.S3_BUCKET ?? '(S3_BUCKET missing)'} (SEODANG_STORAGE)`,
    );
    return;
  }
  env.SEODANG_FILES_DIR = process.env.SEODANG_FILES_DIR ?? join(dataDir(profile), 'files');
  step(`Files: local disk (${process.env.SEODANG_FILES_DIR ?? `.data/${profile}/files`})`);
}

/** The local S3-compatible store, which core then keeps its files in. */
async function startObjectStore(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
): Promise<void> {
  step(`Files: the local S3-compatible store (s3rver, .data/${profile}/s3)`);
  const store = await startLocalS3Service(profile);
  started.push(store.process);
  Object.assign(env, store.env);
  info(`ready at ${store.endpoint}, bucket ${store.env.S3_BUCKET}`);
}

/** The mail catcher unless SMTP_URL names a server; returns where it keeps mail. */
async function startMail(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
  bounceUrl?: string,
): Promise<string | undefined> {
  if (process.env.SMTP_URL) {
    step('Mail: sending through SMTP_URL');
    env.SMTP_URL = process.env.SMTP_URL;
    return undefined;
  }
  const dir = `.data/${profile}/mail`;
  step(`Mail: local catcher (${dir}), as SMTP_URL is not set`);
  try {
    const catcher = await startMailCatcherService(profile, bounceUrl);
    started.push(catcher.process);
    env.SMTP_URL = catcher.url;
    // Core lists the catcher's mail at /dev/mail (outside production).
    env.SEODANG_MAIL_CATCHER_DIR = catcher.dir;
    info(
      `ready on port ${catcher.port}: mail is not delivered; each one is kept in ${dir} (index.json lists it)`,
    );
    return dir;
  } catch (err) {
    warn(`the mail catcher did not start (${(err as Error).message}); mail will fail to send`);
    return undefined;
  }
}

/** The local test payment provider unless another provider is configured; returns its URL. */
async function startPayments(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
  webhookUrl: string,
): Promise<string | undefined> {
  const named = process.env.COMMERCE_PROVIDER;
  if (named && named !== 'test') {
    step(`Payments: ${named} (COMMERCE_PROVIDER)`);
    return undefined;
  }
  if (process.env.TEST_PG_URL) {
    step('Payments: the test payment provider at TEST_PG_URL');
    env.TEST_PG_URL = process.env.TEST_PG_URL;
    return process.env.TEST_PG_URL;
  }
  step(
    `Payments: the local test payment provider (.data/${profile}/test-pg), as COMMERCE_PROVIDER is not set`,
  );
  try {
    const pg = await startTestPgService(profile, webhookUrl);
    started.push(pg.process);
    env.COMMERCE_PROVIDER = 'test';
    env.TEST_PG_URL = pg.url;
    env.TEST_PG_SECRET_KEY = pg.secretKey;
    info(
      `ready at ${pg.url}: this is the local test payment provider, nothing is charged; pay with the test cards of plugins/commerce/testing/test-pg/README.md`,
    );
    return pg.url;
  } catch (err) {
    warn(
      `the test payment provider did not start (${(err as Error).message}); paid checkouts will be unavailable`,
    );
    return undefined;
  }
}

/** The local demo OpenID provider as the generic `oidc` provider, unless OAUTH_OIDC_ISSUER names one. */
async function startDemoSignIn(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
  redirectUris: string[],
): Promise<{ issuer: string; accounts: string[] } | undefined> {
  if (process.env.OAUTH_OIDC_ISSUER) {
    step('Sign-in: the OpenID provider at OAUTH_OIDC_ISSUER');
    return undefined;
  }
  step(
    'Sign-in: the local "Demo sign-in" OpenID provider, as OAUTH_OIDC_ISSUER is not set (development only)',
  );
  try {
    const demo = await startDemoOidcService(profile, redirectUris);
    started.push(demo.process);
    env.OAUTH_OIDC_ISSUER = demo.issuer;
    env.OAUTH_OIDC_CLIENT_ID = demoOidcClient.clientId;
    env.OAUTH_OIDC_CLIENT_SECRET = demoOidcClient.clientSecret;
    env.OAUTH_OIDC_NAME = 'Demo sign-in';
    info(
      `ready at ${demo.issuer}: the local default sign-in provider; type ${demo.accounts.join(' or ')} on its page`,
    );
    return { issuer: demo.issuer, accounts: demo.accounts };
  } catch (err) {
    warn(`the demo sign-in provider did not start (${(err as Error).message}); no social sign-in button`);
    return undefined;
  }
}

/** The local demo directory for member sync; a failure only warns (the demo channel then has no diff). */
async function startDemoDirectory(profile: Profile, env: Record<string, string>, started: Managed[]) {
  step('Member sync: the local demo directory (SCIM 2.0), development only');
  try {
    const directory = await startDemoDirectoryService(profile);
    started.push(directory.process);
    env.MEMBER_SYNC_DEMO_SCIM_URL = directory.url;
    info(`ready at ${directory.url}: the demo channel's /admin/sync reads it`);
  } catch (err) {
    warn(`the demo directory did not start (${(err as Error).message}); the demo channel has no sync diff`);
  }
}

/** The AI assistant's local demo model unless SEODANG_AI_PROVIDER names one; a failure only warns. */
async function startDemoModel(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
): Promise<string | undefined> {
  const named = process.env.SEODANG_AI_PROVIDER;
  if (named) {
    step(`AI: ${named} (SEODANG_AI_PROVIDER)`);
    return undefined;
  }
  step('AI: local demo model (not a real model), as SEODANG_AI_PROVIDER is not set (development only)');
  try {
    const demo = await startDemoModelService(profile);
    started.push(demo.process);
    env.SEODANG_AI_PROVIDER = 'demo';
    env.SEODANG_AI_BASE_URL = demo.url;
    info(`ready at ${demo.url}: deterministic teaching answers, badged "데모 모델" in the panel`);
    return demo.url;
  } catch (err) {
    warn(`the demo model did not start (${(err as Error).message}); the AI assistant is off`);
    return undefined;
  }
}

async function startOptionalJanus(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
): Promise<void> {
  if (process.env.JANUS_HTTP_URL) {
    step('Janus: using JANUS_HTTP_URL');
    return;
  }
  step(`Janus: managed (.data/${profile}/janus)`);
  try {
    const janus = await startJanus(profile);
    started.push(janus.process);
    env.JANUS_HTTP_URL = janus.httpUrl;
    env.JANUS_WS_URL = janus.wsUrl;
    // Core signs every Janus token and alone creates rooms (the managed instance's generated secrets).
    env.JANUS_TOKEN_SECRET = janus.tokenSecret;
    env.JANUS_ADMIN_KEY = janus.adminKey;
    info(`ready at ${janus.httpUrl} (log: .data/${profile}/janus/janus.log)`);
  } catch (err) {
    warn(`Janus did not start (${(err as Error).message}); live classes will be unavailable`);
  }
}

async function startOptionalDocker(
  profile: Profile,
  env: Record<string, string>,
  started: Managed[],
): Promise<void> {
  if (process.env.DOCKER_HOST) {
    step('Docker engine: using DOCKER_HOST');
    env.DOCKER_HOST = process.env.DOCKER_HOST;
    return;
  }
  if (!dockerInstalled()) {
    warn(
      "Docker engine: dockerd not installed (Debian package docker.io); the judge's docker driver is unavailable",
    );
    return;
  }
  step(`Docker engine: managed (.data/docker/${profile})`);
  try {
    const docker = await startDocker(profile);
    started.push(docker.process);
    env.DOCKER_HOST = docker.host;
    info(`ready at ${docker.host} (log: .data/docker/${profile}/dockerd.log)`);
  } catch (err) {
    warn(`Docker engine did not start (${(err as Error).message}); the judge's docker driver is unavailable`);
  }
}
