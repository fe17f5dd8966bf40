import { z } from 'zod';

/** Head variant texts; one per page-head variant of the spec (§1 "Page head variant"). */
export const headVariantSchema = z.object({
  siteName: z.string(),
  title: z.string(),
  /** Pattern for a channel's title; `{channelName}` is replaced. */
  channelTitle: z.string(),
  description: z.string(),
  shareImage: z.string(),
  faviconPath: z.string(),
  itemName: z.string(),
});

export const partnerSchema = headVariantSchema.extend({
  /** The partner's name: the variant applies when the host's first label equals it. */
  name: z.string().min(1),
});

/**
 * A failure budget: `failures` within `windowSeconds` lock the key for `blockSeconds`; each further
 * lock within a day doubles, up to `maxBlockSeconds`.
 */
export const failureLimitSchema = z
  .object({
    failures: z.number().int().positive(),
    windowSeconds: z.number().int().positive(),
    blockSeconds: z.number().int().positive(),
    maxBlockSeconds: z.number().int().positive(),
  })
  .refine((l) => l.maxBlockSeconds >= l.blockSeconds, 'maxBlockSeconds must be at least blockSeconds');

/**
 * The payment provider (`COMMERCE_PROVIDER`): `test` is the local test provider
 * (plugins/commerce/testing/test-pg, the default outside production and refused in it), `toss`
 * Toss Payments, `portone` PortOne V2. Unset in production: paid
 * checkouts answer that payments are unavailable.
 */
export const commerceSchema = z
  .object({
    provider: z.enum(['test', 'toss', 'portone']).optional(),
    /** Toss's API secret key (`TOSS_SECRET_KEY`, `test_sk_…` or `live_sk_…`); server only. */
    tossSecretKey: z.string().min(1).optional(),
    /** Toss's client key (`TOSS_CLIENT_KEY`), given to the browser's payment window. */
    tossClientKey: z.string().min(1).optional(),
    /** Toss's API origin (`TOSS_API_URL`), https://api.tosspayments.com unless set. */
    tossApiUrl: z.string().url().optional(),
    /** PortOne's V2 API secret (`PORTONE_API_SECRET`); server only. */
    portoneApiSecret: z.string().min(1).optional(),
    /** PortOne's store id (`PORTONE_STORE_ID`, `store-…`), given to the browser's payment window. */
    portoneStoreId: z.string().min(1).optional(),
    /** The channel key of card payments (`PORTONE_CARD_CHANNEL_KEY`), given to the browser. */
    portoneCardChannelKey: z.string().min(1).optional(),
    /** The channel key of phone payments (`PORTONE_PHONE_CHANNEL_KEY`), given to the browser. */
    portonePhoneChannelKey: z.string().min(1).optional(),
    /** The webhook signing secret (`PORTONE_WEBHOOK_SECRET`, `whsec_…`); server only. */
    portoneWebhookSecret: z.string().min(1).optional(),
    /** PortOne's API origin (`PORTONE_API_URL`), https://api.portone.io unless set. */
    portoneApiUrl: z.string().url().optional(),
    /** The local test provider's origin (`TEST_PG_URL`; `npm start` runs one and sets it). */
    testPgUrl: z.string().url().optional(),
    /** The secret key the test provider was started with (`TEST_PG_SECRET_KEY`). */
    testPgSecretKey: z.string().min(1).default('test_sk_seodang_local'),
    /** How long one call to the provider may take (30 s unless set), in ms. */
    providerTimeoutMs: z.number().int().min(100).max(120_000).optional(),
  })
  .refine((c) => c.provider !== 'toss' || c.tossSecretKey !== undefined, {
    message: 'toss needs TOSS_SECRET_KEY',
    path: ['tossSecretKey'],
  })
  .superRefine((c, ctx) => {
    if (c.provider !== 'portone') return;
    const needed = {
      portoneApiSecret: 'PORTONE_API_SECRET',
      portoneStoreId: 'PORTONE_STORE_ID',
      portoneCardChannelKey: 'PORTONE_CARD_CHANNEL_KEY',
      portoneWebhookSecret: 'PORTONE_WEBHOOK_SECRET',
    } as const;
    for (const [key, name] of Object.entries(needed))
      if (c[key as keyof typeof needed] === undefined)
        ctx.addIssue({ code: 'custom', message: `portone needs ${name}`, path: [key] });
  });

/** The social sign-in providers of spec §9, and `oidc`, any OpenID Connect provider. */
export const oauthProviderIds = [
  'kakao',
  'naver',
  'google',
  'apple',
  'microsoft',
  'github',
  'facebook',
  'line',
  'oidc',
] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];

/**
 * One configured sign-in provider (`OAUTH_<PROVIDER>_CLIENT_ID`, `…_CLIENT_SECRET`). The
 * endpoints are the provider's own unless overridden (a proxy, a regional tenant, a local fake).
 */
export const oauthClientSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** The OpenID issuer (`OAUTH_<PROVIDER>_ISSUER`); required for `oidc`. */
  issuer: z.string().url().optional(),
  /** The button's label for `oidc` (`OAUTH_OIDC_NAME`). */
  name: z.string().min(1).max(40).optional(),
  authorizationUrl: z.string().url().optional(),
  tokenUrl: z.string().url().optional(),
  /** The profile API of Naver, GitHub and Facebook (`OAUTH_<PROVIDER>_PROFILE_URL`). */
  profileUrl: z.string().url().optional(),
});

/** Social sign-in: the configured providers; a provider that is not here shows no button. */
export const oauthSchema = z.object({
  providers: z
    .partialRecord(z.enum(oauthProviderIds), oauthClientSchema)
    .refine((p) => !p.oidc || p.oidc.issuer !== undefined, {
      message: 'oidc needs OAUTH_OIDC_ISSUER',
      path: ['oidc', 'issuer'],
    }),
  /**
   * The origin of the one callback every provider returns to (`OAUTH_CALLBACK_BASE_URL`, the base
   * host); unset: the scheme and port of the request on the base domain.
   */
  callbackBaseUrl: z.string().url().optional(),
});

/** The model providers of the AI assistant; `off` (the default) turns it off. */
export const aiProviderNames = ['openai', 'anthropic', 'demo', 'off'] as const;
export type AiProviderName = (typeof aiProviderNames)[number];

/**
 * The AI assistant's model (`SEODANG_AI_*`): `openai` is any OpenAI-compatible Chat Completions
 * server (OpenAI, llama-server, Ollama, vLLM by `baseUrl`), `anthropic` the Anthropic Messages
 * API, `demo` the local demo model `npm start` runs (refused in production), `off` none.
 */
export const aiSchema = z
  .object({
    provider: z.enum(aiProviderNames),
    /** The API's origin and path prefix (`SEODANG_AI_BASE_URL`); unset: the provider's own. */
    baseUrl: z.string().url().optional(),
    /** The provider's key (`SEODANG_AI_API_KEY`); server only, never logged nor sent to a browser. */
    apiKey: z.string().min(1).optional(),
    /** The model's name (`SEODANG_AI_MODEL`); unset: a default per provider (load.ts). */
    model: z.string().min(1).max(200).optional(),
    /** The brand word of the assistant's API paths, `/api/{segment}/…` (`SEODANG_AI_SEGMENT`). */
    segment: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
    /** A channel's questions per learner per lesson and day unless its admin sets another (§9: 1–9). */
    defaultUsageLimit: z.coerce.number().int().min(1).max(9),
    /** Days the questions and answers of the register are kept (`SEODANG_AI_RETENTION_DAYS`). */
    retentionDays: z.coerce.number().int().min(1).max(3650),
    /**
     * Whether a short model call first asks if a question can be answered from what the assistant
     * has (`SEODANG_AI_SUFFICIENCY_CHECK`, `on` or `off`; unset: on): off saves that call's time.
     */
    sufficiencyCheck: z.union([z.boolean(), z.enum(['on', 'off']).transform((v) => v === 'on')]).optional(),
  })
  .refine((a) => a.provider !== 'anthropic' || a.apiKey !== undefined, {
    message: 'anthropic needs SEODANG_AI_API_KEY',
    path: ['apiKey'],
  })
  .refine((a) => a.provider !== 'openai' || a.apiKey !== undefined || a.baseUrl !== undefined, {
    message: 'openai needs SEODANG_AI_API_KEY, or SEODANG_AI_BASE_URL for a local server',
    path: ['apiKey'],
  });

/** The whole configuration of one Seodang deployment. */
/**
 * Where the platform keeps files (recordings, identification photos, uploads, exported reports):
 * `local` disk under `localDir`, the default, or an `s3`-compatible object store, which several
 * core instances need to share their files.
 */
export const storageSchema = z
  .object({
    /** `local` or `s3` (`SEODANG_STORAGE`). */
    driver: z.enum(['local', 's3']),
    /** The local store's folder (`SEODANG_FILES_DIR`); default `.data/files`, `npm start` uses `.data/<profile>/files`. */
    localDir: z.string().min(1),
    s3: z.object({
      /** The store's URL (`S3_ENDPOINT`): MinIO, Ceph, R2, …; unset, AWS S3 in `region`. */
      endpoint: z.string().url().optional(),
      /** `S3_REGION`, default `us-east-1` (most self-hosted stores accept any). */
      region: z.string().min(1),
      /** `S3_BUCKET`: required by the s3 driver; the bucket must exist. */
      bucket: z.string().min(3).max(63).optional(),
      /** `S3_ACCESS_KEY_ID`; with the secret, or neither (then the SDK's chain: AWS_* variables, a pod or instance role). */
      accessKeyId: z.string().min(1).optional(),
      /** `S3_SECRET_ACCESS_KEY`; server only, never logged. */
      secretAccessKey: z.string().min(1).optional(),
      /** `S3_FORCE_PATH_STYLE` (`true`/`false`, default false): `host/bucket/key` URLs, which MinIO and most self-hosted stores need. */
      forcePathStyle: z.boolean(),
    }),
  })
  .superRefine((s, ctx) => {
    if (s.driver === 's3' && !s.s3.bucket)
      ctx.addIssue({ code: 'custom', path: ['s3', 'bucket'], message: 'the s3 driver needs S3_BUCKET' });
    if (!s.s3.accessKeyId !== !s.s3.secretAccessKey)
      ctx.addIssue({
        code: 'custom',
        path: ['s3', s.s3.accessKeyId ? 'secretAccessKey' : 'accessKeyId'],
        message: 'give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      });
  });

export const configSchema = z.object({
  env: z.enum(['development', 'production', 'test']),
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  /**
   * Serve Prometheus metrics on this port (`SEODANG_METRICS_PORT`, `/metrics`, on `host`); unset:
   * no metrics server. 0 picks a free port (tests).
   */
  metricsPort: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * This instance's name (`SEODANG_INSTANCE_NAME`), sent on every response and WebSocket upgrade
   * as `X-Seodang-Instance` so an operator (and the cluster tests) can tell which instance behind
   * the load balancer answered. A label, not a secret; unset: no header.
   */
  instanceName: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,63}$/, 'must be 1 to 63 letters, digits, dots, dashes or underscores')
    .optional(),
  /** Channels live at `<slug>.<baseDomain>`; the bare base domain is the public site. */
  baseDomain: z.string().min(1),
  databaseUrl: z
    .string()
    .url({ message: 'must be a postgres:// URL' })
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
  redisUrl: z.string().refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// URL'),
  /** Prefix for every Redis key and channel, so deployments (and test runs) can share a server. */
  redisPrefix: z.string().min(1),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /** Ids of the plugins installed in this deployment, in any order (core orders them by `requires`). */
  plugins: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be kebab-case plugin ids')),
  session: z.object({
    ttlHours: z.number().int().positive(),
    secureCookie: z.boolean(),
  }),
  /** Sign-in throttling (OWASP: per account and per account+address, device cookies, an abuse ceiling). */
  login: z.object({
    /** Consecutive failures for one account from one address; reset by a successful sign-in. */
    accountIp: failureLimitSchema,
    /** Failures for one account from anywhere; a device cookie of that account is exempt. */
    account: failureLimitSchema,
    /** Failures for one account in a browser holding its device cookie (the device's own budget). */
    device: failureLimitSchema,
    /** Failures from one address for any accounts: only clearly abusive volume. */
    ip: failureLimitSchema,
    /** How long the device cookie, issued on each successful sign-in, lasts. */
    deviceCookieDays: z.number().int().positive(),
    /**
     * HMAC key for device cookies (SEODANG_DEVICE_COOKIE_SECRET). Unset: a random key kept in Redis,
     * shared by every core instance of the deployment.
     */
    deviceCookieSecret: z.string().min(32, 'must be at least 32 characters').optional(),
  }),
  /** Sign-up requests per address, which answer whether an id or e-mail exists. */
  signup: z.object({
    perIp: z.number().int().positive(),
    windowSeconds: z.number().int().positive(),
  }),
  /** Segment of the log API path (`/api/log/{segment}/{tag}`). */
  logSegment: z.string().regex(/^[a-z0-9-]+$/),
  styles: z.object({
    default: z.string(),
    academy: z.string(),
    corporate: z.string(),
  }),
  head: z.object({
    default: headVariantSchema,
    academy: headVariantSchema,
    textbook: headVariantSchema,
    partners: z.array(partnerSchema),
  }),
  /** Error reporting (Sentry or a service speaking its envelope API); off when unset. */
  sentryDsn: z
    .string()
    .regex(
      /^https?:\/\/[^/@\s]+@[^/\s]+(\/[^\s]*)?\/\d+$/,
      'must be a Sentry DSN: {protocol}://{public key}@{host}/{project id}',
    )
    .optional(),
  /**
   * The SMTP server mail is sent through (`smtp://user:pass@host:587`, `smtps://…:465`). Unset:
   * queued mail fails at once with that reason (`npm start` points it at the local mail catcher).
   */
  smtpUrl: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every mail, `Name <address>` or an address. */
  mailFrom: z.string().min(3).max(200),
  /**
   * The board bridge extension's id (`SEODANG_BRIDGE_EXTENSION_ID`): unset, the id Chrome gives the
   * extension this product ships (its manifest's fixed key); set it for one built with another key.
   */
  bridgeExtensionId: z
    .string()
    .regex(/^[a-p]{32}$/, 'must be a Chrome extension id (32 letters a to p)')
    .optional(),
  /** How a mail that meets a temporary failure (SMTP 4xx, no connection) is retried. */
  mailRetry: z.object({
    /** Send attempts in all; after the last failure the mail is `failed`. */
    attempts: z.number().int().min(1).max(20),
    /** The first retry's delay, doubled for each next one. */
    backoffMs: z.number().int().min(1),
  }),
  /**
   * Late bounces (VERP): each mail goes out with the envelope sender (Return-Path)
   * `bounces+<id>-<hmac>@<domain>`, so a delivery-status report that reaches that address names
   * the mail. `domain` (`MAIL_BOUNCE_DOMAIN`): default, the domain of `mailFrom`. `secret`
   * (`MAIL_BOUNCE_SECRET`): the HMAC key; unset, a random key kept in Redis serves every instance.
   */
  mailBounce: z.object({
    domain: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a domain name')
      .optional(),
    secret: z.string().min(32, 'must be at least 32 characters').optional(),
  }),
  /**
   * The local mail catcher's folder (`SEODANG_MAIL_CATCHER_DIR`; `npm start` sets it when it runs
   * one): the developer mail viewer `/dev/mail` lists it. Never served in production.
   */
  mailCatcherDir: z.string().min(1).optional(),
  /** The media server (Janus) for exam video and live classes; video is off without it. */
  janus: z.object({
    httpUrl: z.string().url().optional(),
    wsUrl: z
      .string()
      .regex(/^wss?:\/\//, 'must be a ws:// URL')
      .optional(),
    /**
     * Several media servers (`SEODANG_JANUS_URLS` with `SEODANG_JANUS_WS_URLS`, paired by
     * position): each room is placed on the least loaded one. Unset: `httpUrl`/`wsUrl` are the one server.
     */
    servers: z
      .array(
        z.object({
          httpUrl: z.string().url(),
          wsUrl: z.string().regex(/^wss?:\/\//, 'must be a ws:// URL'),
        }),
      )
      .optional(),
  }),
  /** Payments of the commerce plugin: which provider, its keys, and the local test provider. */
  commerce: commerceSchema,
  /** Social sign-in providers (`OAUTH_<PROVIDER>_*`). */
  oauth: oauthSchema,
  /** Member sync from company directories (the member-sync plugin). */
  memberSync: z.object({
    /**
     * The AES-256-GCM key directory tokens are stored with (`MEMBER_SYNC_SECRET_KEY`, at least 32
     * characters, hashed to 32 bytes). Unset: production refuses to store tokens; elsewhere a
     * development key derived from a fixed phrase, which the plugin names as such.
     */
    secretKey: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The local demo directory `npm start` runs (`MEMBER_SYNC_DEMO_SCIM_URL`): the demo channel syncs from it. */
    demoScimUrl: z.string().url().optional(),
  }),
  /** Signed credentials (the credentials plugin). */
  credentials: z.object({
    /**
     * The secret signing keys are sealed under with AES-256-GCM (`CREDENTIALS_KEY_SECRET`, at least
     * 32 characters, hashed to a 256-bit key). Unset, nothing can be signed: issuing answers 503.
     * `npm start` and `npm test` generate one per data folder.
     */
    keySecret: z.string().min(32, 'must be at least 32 characters').optional(),
  }),
  /** The AI assistant's model provider, API segment, default quota and retention. */
  ai: aiSchema,
  /** File storage: local disk or an S3-compatible object store. */
  storage: storageSchema,
});

export type Config = z.infer<typeof configSchema>;
export type CommerceConfig = z.infer<typeof commerceSchema>;
export type AiConfig = z.infer<typeof aiSchema>;
export type StorageConfig = z.infer<typeof storageSchema>;
export type OAuthConfig = z.infer<typeof oauthSchema>;
export type OAuthClientConfig = z.infer<typeof oauthClientSchema>;
export type FailureLimit = z.infer<typeof failureLimitSchema>;
export type HeadVariant = z.infer<typeof headVariantSchema>;
