import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { configSchema, oauthProviderIds, type AiProviderName, type Config } from './schema.ts';
import { defaults } from './defaults.ts';

/** Thrown when the configuration is invalid; the message names every bad key and why. */
export class ConfigError extends Error {
  readonly issues: { key: string; reason: string }[];
  constructor(issues: { key: string; reason: string }[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i.key}: ${i.reason}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every plugin folder of this checkout: the default set of installed plugins. */
export function discoverPlugins(root = repoRoot): string[] {
  const dir = `${root}/plugins`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${dir}/${d.name}/package.json`))
    .map((d) => d.name)
    .sort();
}

type Env = Record<string, string | undefined>;

function fromEnv(env: Env): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') out[key] = value;
  };
  set('env', env.NODE_ENV);
  set('port', env.PORT);
  set('host', env.HOST);
  set('metricsPort', env.SEODANG_METRICS_PORT);
  set('instanceName', env.SEODANG_INSTANCE_NAME);
  set('baseDomain', env.SEODANG_BASE_DOMAIN);
  set('databaseUrl', env.DATABASE_URL);
  set('redisUrl', env.REDIS_URL);
  set('redisPrefix', env.SEODANG_REDIS_PREFIX);
  set('logLevel', env.LOG_LEVEL);
  set('logSegment', env.SEODANG_LOG_SEGMENT);
  set('sentryDsn', env.SENTRY_DSN);
  set('smtpUrl', env.SMTP_URL);
  set('mailFrom', env.MAIL_FROM);
  set('bridgeExtensionId', env.SEODANG_BRIDGE_EXTENSION_ID);
  set('mailCatcherDir', env.SEODANG_MAIL_CATCHER_DIR);
  if (env.MAIL_BOUNCE_DOMAIN || env.MAIL_BOUNCE_SECRET)
    out.mailBounce = {
      domain: env.MAIL_BOUNCE_DOMAIN || undefined,
      secret: env.MAIL_BOUNCE_SECRET || undefined,
    };
  if (env.SEODANG_DEVICE_COOKIE_SECRET)
    out.login = { ...defaults.login, deviceCookieSecret: env.SEODANG_DEVICE_COOKIE_SECRET };
  if (env.JANUS_HTTP_URL || env.JANUS_WS_URL) {
    out.janus = { httpUrl: env.JANUS_HTTP_URL || undefined, wsUrl: env.JANUS_WS_URL || undefined };
  }
  if (env.SEODANG_JANUS_URLS || env.SEODANG_JANUS_WS_URLS) {
    const list = (value: string | undefined) =>
      (value ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
    const http = list(env.SEODANG_JANUS_URLS);
    const ws = list(env.SEODANG_JANUS_WS_URLS);
    // Paired by position; a missing partner fails the schema (an empty URL) and names the variable.
    const servers = Array.from({ length: Math.max(http.length, ws.length) }, (_, i) => ({
      httpUrl: http[i] ?? '',
      wsUrl: ws[i] ?? '',
    }));
    out.janus = { httpUrl: http[0], wsUrl: ws[0], servers };
  }
  const commerce = Object.fromEntries(
    Object.entries({
      provider: env.COMMERCE_PROVIDER,
      tossSecretKey: env.TOSS_SECRET_KEY,
      tossClientKey: env.TOSS_CLIENT_KEY,
      tossApiUrl: env.TOSS_API_URL,
      portoneApiSecret: env.PORTONE_API_SECRET,
      portoneStoreId: env.PORTONE_STORE_ID,
      portoneCardChannelKey: env.PORTONE_CARD_CHANNEL_KEY,
      portonePhoneChannelKey: env.PORTONE_PHONE_CHANNEL_KEY,
      portoneWebhookSecret: env.PORTONE_WEBHOOK_SECRET,
      portoneApiUrl: env.PORTONE_API_URL,
      testPgUrl: env.TEST_PG_URL,
      testPgSecretKey: env.TEST_PG_SECRET_KEY,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (Object.keys(commerce).length) out.commerce = { ...defaults.commerce, ...commerce };
  if (env.MEMBER_SYNC_SECRET_KEY || env.MEMBER_SYNC_DEMO_SCIM_URL)
    out.memberSync = {
      secretKey: env.MEMBER_SYNC_SECRET_KEY || undefined,
      demoScimUrl: env.MEMBER_SYNC_DEMO_SCIM_URL || undefined,
    };
  if (env.CREDENTIALS_KEY_SECRET) out.credentials = { keySecret: env.CREDENTIALS_KEY_SECRET };
  const oauth = oauthFromEnv(env);
  if (oauth) out.oauth = oauth;
  const ai = Object.fromEntries(
    Object.entries({
      provider: env.SEODANG_AI_PROVIDER,
      baseUrl: env.SEODANG_AI_BASE_URL,
      apiKey: env.SEODANG_AI_API_KEY,
      model: env.SEODANG_AI_MODEL,
      segment: env.SEODANG_AI_SEGMENT,
      defaultUsageLimit: env.SEODANG_AI_USAGE_LIMIT,
      retentionDays: env.SEODANG_AI_RETENTION_DAYS,
      sufficiencyCheck: env.SEODANG_AI_SUFFICIENCY_CHECK,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (Object.keys(ai).length) out.ai = { ...defaults.ai, ...ai };
  const storage = storageFromEnv(env);
  if (storage) out.storage = storage;
  if (env.SEODANG_PLUGINS !== undefined) {
    out.plugins = env.SEODANG_PLUGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return out;
}

/** `storage` from `SEODANG_STORAGE`, `SEODANG_FILES_DIR` and `S3_*`, over the defaults; undefined when none is set. */
function storageFromEnv(env: Env): Record<string, unknown> | undefined {
  const given = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const top = Object.fromEntries(
    Object.entries({ driver: given(env.SEODANG_STORAGE), localDir: given(env.SEODANG_FILES_DIR) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const pathStyle = given(env.S3_FORCE_PATH_STYLE);
  const s3 = Object.fromEntries(
    Object.entries({
      endpoint: given(env.S3_ENDPOINT),
      region: given(env.S3_REGION),
      bucket: given(env.S3_BUCKET),
      accessKeyId: given(env.S3_ACCESS_KEY_ID),
      secretAccessKey: given(env.S3_SECRET_ACCESS_KEY),
      // Anything but true/false is passed on as is, so the schema names the variable and the reason.
      forcePathStyle: pathStyle === 'true' ? true : pathStyle === 'false' ? false : pathStyle,
    }).filter(([, value]) => value !== undefined),
  );
  if (!Object.keys(top).length && !Object.keys(s3).length) return undefined;
  return { ...defaults.storage, ...top, s3: { ...defaults.storage.s3, ...s3 } };
}

/**
 * The sign-in providers named by `OAUTH_<PROVIDER>_CLIENT_ID` / `_CLIENT_SECRET` (and `_ISSUER`,
 * `_NAME`, `_AUTHORIZATION_URL`, `_TOKEN_URL`, `_PROFILE_URL`), plus `OAUTH_CALLBACK_BASE_URL`.
 */
function oauthFromEnv(env: Env): Record<string, unknown> | undefined {
  const providers: Record<string, Record<string, string | undefined>> = {};
  for (const id of oauthProviderIds) {
    const key = (name: string) => env[`OAUTH_${id.toUpperCase()}_${name}`];
    const entry = Object.fromEntries(
      Object.entries({
        clientId: key('CLIENT_ID'),
        clientSecret: key('CLIENT_SECRET'),
        issuer: key('ISSUER'),
        name: key('NAME'),
        authorizationUrl: key('AUTHORIZATION_URL'),
        tokenUrl: key('TOKEN_URL'),
        profileUrl: key('PROFILE_URL'),
      }).filter(([, value]) => value !== undefined && value !== ''),
    );
    if (Object.keys(entry).length) providers[id] = entry;
  }
  const callbackBaseUrl = env.OAUTH_CALLBACK_BASE_URL || undefined;
  if (!Object.keys(providers).length && !callbackBaseUrl) return undefined;
  return { providers, ...(callbackBaseUrl ? { callbackBaseUrl } : {}) };
}

/** The model each provider uses unless SEODANG_AI_MODEL names another. */
export const defaultAiModels: Record<Exclude<AiProviderName, 'off'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  demo: 'seodang-demo',
};

/**
 * Builds the configuration from defaults, environment variables and explicit overrides
 * (highest priority), validates it and throws a {@link ConfigError} naming each bad key.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const merged: Record<string, unknown> = {
    ...defaults,
    plugins: discoverPlugins(),
    ...fromEnv(env),
    ...overrides,
  };
  if (merged.env === 'production' && overrides.session === undefined) {
    merged.session = { ...defaults.session, secureCookie: true };
  }
  // Outside production the local test provider pays, unless another is named.
  const commerce = merged.commerce as { provider?: string } | undefined;
  if (merged.env !== 'production' && commerce && commerce.provider === undefined)
    merged.commerce = { ...commerce, provider: 'test' };
  const ai = merged.ai as { provider?: string; model?: string } | undefined;
  if (ai && ai.model === undefined && ai.provider && ai.provider in defaultAiModels)
    merged.ai = { ...ai, model: defaultAiModels[ai.provider as keyof typeof defaultAiModels] };
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error));
  if (parsed.data.env === 'production' && parsed.data.ai.provider === 'demo')
    throw new ConfigError([
      {
        key: 'ai.provider (SEODANG_AI_PROVIDER)',
        reason: 'demo is the local demo model and is refused in production; use openai, anthropic or off',
      },
    ]);
  if (parsed.data.env === 'production' && parsed.data.commerce.provider === 'test')
    throw new ConfigError([
      {
        key: 'commerce.provider (COMMERCE_PROVIDER)',
        reason: 'test is the local test payment provider and is refused in production; use toss or portone',
      },
    ]);
  return parsed.data;
}

function describeIssues(error: z.ZodError): { key: string; reason: string }[] {
  const envNames: Record<string, string> = {
    databaseUrl: 'DATABASE_URL',
    redisUrl: 'REDIS_URL',
    port: 'PORT',
    metricsPort: 'SEODANG_METRICS_PORT',
    instanceName: 'SEODANG_INSTANCE_NAME',
    env: 'NODE_ENV',
    baseDomain: 'SEODANG_BASE_DOMAIN',
    plugins: 'SEODANG_PLUGINS',
    logLevel: 'LOG_LEVEL',
    janus: 'JANUS_HTTP_URL / JANUS_WS_URL',
    'janus.servers': 'SEODANG_JANUS_URLS / SEODANG_JANUS_WS_URLS',
    sentryDsn: 'SENTRY_DSN',
    smtpUrl: 'SMTP_URL',
    mailFrom: 'MAIL_FROM',
    bridgeExtensionId: 'SEODANG_BRIDGE_EXTENSION_ID',
    'mailBounce.domain': 'MAIL_BOUNCE_DOMAIN',
    'mailBounce.secret': 'MAIL_BOUNCE_SECRET',
    mailCatcherDir: 'SEODANG_MAIL_CATCHER_DIR',
    'commerce.provider': 'COMMERCE_PROVIDER',
    'commerce.tossSecretKey': 'TOSS_SECRET_KEY',
    'commerce.tossClientKey': 'TOSS_CLIENT_KEY',
    'commerce.tossApiUrl': 'TOSS_API_URL',
    'commerce.portoneApiSecret': 'PORTONE_API_SECRET',
    'commerce.portoneStoreId': 'PORTONE_STORE_ID',
    'commerce.portoneCardChannelKey': 'PORTONE_CARD_CHANNEL_KEY',
    'commerce.portonePhoneChannelKey': 'PORTONE_PHONE_CHANNEL_KEY',
    'commerce.portoneWebhookSecret': 'PORTONE_WEBHOOK_SECRET',
    'commerce.portoneApiUrl': 'PORTONE_API_URL',
    'commerce.testPgUrl': 'TEST_PG_URL',
    'commerce.testPgSecretKey': 'TEST_PG_SECRET_KEY',
    'oauth.callbackBaseUrl': 'OAUTH_CALLBACK_BASE_URL',
    'ai.provider': 'SEODANG_AI_PROVIDER',
    'ai.baseUrl': 'SEODANG_AI_BASE_URL',
    'ai.apiKey': 'SEODANG_AI_API_KEY',
    'ai.model': 'SEODANG_AI_MODEL',
    'ai.segment': 'SEODANG_AI_SEGMENT',
    'ai.defaultUsageLimit': 'SEODANG_AI_USAGE_LIMIT',
    'ai.retentionDays': 'SEODANG_AI_RETENTION_DAYS',
    'ai.sufficiencyCheck': 'SEODANG_AI_SUFFICIENCY_CHECK',
    'storage.driver': 'SEODANG_STORAGE',
    'storage.localDir': 'SEODANG_FILES_DIR',
    'storage.s3.endpoint': 'S3_ENDPOINT',
    'storage.s3.region': 'S3_REGION',
    'storage.s3.bucket': 'S3_BUCKET',
    'storage.s3.accessKeyId': 'S3_ACCESS_KEY_ID',
    'storage.s3.secretAccessKey': 'S3_SECRET_ACCESS_KEY',
    'storage.s3.forcePathStyle': 'S3_FORCE_PATH_STYLE',
  };
  const oauthEnv = (path: string) => {
    const m = /^oauth\.providers\.([a-z]+)(?:\.([A-Za-z]+))?$/.exec(path);
    if (!m) return undefined;
    const field = (m[2] ?? 'clientId').replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
    return `OAUTH_${m[1].toUpperCase()}_${field}`;
  };
  return error.issues.map((issue) => {
    const path = issue.path.join('.');
    const oauthName = oauthEnv(path);
    if (oauthName) envNames[path] = oauthName;
    const top = String(issue.path[0] ?? '');
    const name = envNames[path] ?? envNames[issue.path.slice(0, 2).join('.')] ?? envNames[top];
    const key = name ? `${path} (${name})` : path;
    const reason = issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    return { key, reason };
  });
}
