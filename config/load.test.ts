import test from 'ava';
import { loadConfig, ConfigError } from './index.ts';

const base = { DATABASE_URL: 'postgres://u@localhost:5432/db', REDIS_URL: 'redis://localhost:6379' };

test('defaults apply and environment overrides them', (t) => {
  const config = loadConfig({ ...base, PORT: '4100', SEODANG_PLUGINS: 'community, lectures' });
  t.is(config.port, 4100);
  t.is(config.baseDomain, 'localhost');
  t.deepEqual(config.plugins, ['community', 'lectures']);
  t.false(config.session.secureCookie);
});

test('production turns on secure cookies', (t) => {
  t.true(loadConfig({ ...base, NODE_ENV: 'production' }).session.secureCookie);
});

test('invalid configuration names the key and the reason', (t) => {
  const error = t.throws(() => loadConfig({ DATABASE_URL: 'mysql://x', PORT: 'abc' }), {
    instanceOf: ConfigError,
  });
  const keys = error!.issues.map((i) => i.key);
  t.true(keys.some((k) => k.startsWith('databaseUrl (DATABASE_URL)')));
  t.true(keys.some((k) => k.startsWith('redisUrl (REDIS_URL)')));
  t.true(keys.some((k) => k.startsWith('port (PORT)')));
  t.regex(error!.message, /redisUrl \(REDIS_URL\): is required/);
});

test("an instance's name comes from SEODANG_INSTANCE_NAME; none by default; a name unfit for a header is refused", (t) => {
  t.is(loadConfig({ ...base, SEODANG_INSTANCE_NAME: 'core-2' }).instanceName, 'core-2');
  t.is(loadConfig(base).instanceName, undefined);
  const error = t.throws(() => loadConfig({ ...base, SEODANG_INSTANCE_NAME: 'core 2\r\nx: y' }), {
    instanceOf: ConfigError,
  });
  t.regex(error!.message, /instanceName \(SEODANG_INSTANCE_NAME\)/);
});

test('plugin ids must be kebab-case', (t) => {
  const error = t.throws(() => loadConfig({ ...base, SEODANG_PLUGINS: 'Bad_Id' }), {
    instanceOf: ConfigError,
  });
  t.regex(error!.message, /plugins\.0/);
});

test('the media server comes from JANUS_HTTP_URL / JANUS_WS_URL', (t) => {
  t.deepEqual(loadConfig(base).janus, {});
  t.deepEqual(
    loadConfig({
      ...base,
      JANUS_HTTP_URL: 'http://127.0.0.1:8088/janus',
      JANUS_WS_URL: 'ws://127.0.0.1:8188',
    }).janus,
    { httpUrl: 'http://127.0.0.1:8088/janus', wsUrl: 'ws://127.0.0.1:8188' },
  );
  t.throws(() => loadConfig({ ...base, JANUS_WS_URL: 'http://x' }), { message: /janus\.wsUrl/ });
});

test('several media servers come from SEODANG_JANUS_URLS / SEODANG_JANUS_WS_URLS, paired by position', (t) => {
  const janus = loadConfig({
    ...base,
    SEODANG_JANUS_URLS: 'http://10.0.0.1:8088/janus, http://10.0.0.2:8088/janus',
    SEODANG_JANUS_WS_URLS: 'wss://media1.example.org,wss://media2.example.org',
  }).janus;
  t.deepEqual(janus.servers, [
    { httpUrl: 'http://10.0.0.1:8088/janus', wsUrl: 'wss://media1.example.org' },
    { httpUrl: 'http://10.0.0.2:8088/janus', wsUrl: 'wss://media2.example.org' },
  ]);
  t.is(janus.httpUrl, 'http://10.0.0.1:8088/janus');
  t.throws(
    () =>
      loadConfig({
        ...base,
        SEODANG_JANUS_URLS: 'http://10.0.0.1:8088/janus,http://10.0.0.2:8088/janus',
        SEODANG_JANUS_WS_URLS: 'wss://media1.example.org',
      }),
    { message: /janus\.servers\.1\.wsUrl \(SEODANG_JANUS_URLS \/ SEODANG_JANUS_WS_URLS\)/ },
  );
});

test('error reporting is off without SENTRY_DSN; a malformed one stops start-up with the reason', (t) => {
  t.is(loadConfig(base).sentryDsn, undefined);
  t.is(
    loadConfig({ ...base, SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42' }).sentryDsn,
    'https://abc@o1.ingest.sentry.io/42',
  );
  const error = t.throws(() => loadConfig({ ...base, SENTRY_DSN: 'https://o1.ingest.sentry.io/42' }), {
    instanceOf: ConfigError,
  });
  t.regex(error!.message, /sentryDsn \(SENTRY_DSN\): must be a Sentry DSN/);
});

test('the board bridge extension id: unset by default, an id of 32 letters a to p, else start-up stops naming the key', (t) => {
  t.is(loadConfig(base).bridgeExtensionId, undefined);
  t.is(
    loadConfig({ ...base, SEODANG_BRIDGE_EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop' })
      .bridgeExtensionId,
    'abcdefghijklmnopabcdefghijklmnop',
  );
  t.throws(() => loadConfig({ ...base, SEODANG_BRIDGE_EXTENSION_ID: 'not-an-extension-id' }), {
    message: /SEODANG_BRIDGE_EXTENSION_ID/,
  });
});

test('mail goes through SMTP_URL from MAIL_FROM; a URL of another scheme stops start-up', (t) => {
  const plain = loadConfig(base);
  t.is(plain.smtpUrl, undefined);
  t.is(plain.mailFrom, 'Seodang <no-reply@localhost>');
  t.deepEqual(plain.mailRetry, { attempts: 5, backoffMs: 30_000 });
  const set = loadConfig({ ...base, SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: 'a@b.kr' });
  t.is(set.smtpUrl, 'smtp://u:p@mail.example.com:587');
  t.is(set.mailFrom, 'a@b.kr');
  const error = t.throws(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' }), {
    instanceOf: ConfigError,
  });
  t.regex(error!.message, /smtpUrl \(SMTP_URL\): must be an smtp:\/\/ or smtps:\/\/ URL/);
});

test('payments: the local test provider outside production; toss with its keys; production refuses test', (t) => {
  const dev = loadConfig(base);
  t.deepEqual(dev.commerce, { provider: 'test', testPgSecretKey: 'test_sk_seodang_local' });
  t.is(loadConfig({ ...base, NODE_ENV: 'production' }).commerce.provider, undefined);
  const toss = loadConfig({
    ...base,
    NODE_ENV: 'production',
    COMMERCE_PROVIDER: 'toss',
    TOSS_SECRET_KEY: 'live_sk_x',
    TOSS_CLIENT_KEY: 'live_ck_x',
  });
  t.like(toss.commerce, { provider: 'toss', tossSecretKey: 'live_sk_x', tossClientKey: 'live_ck_x' });
  const local = loadConfig({
    ...base,
    TEST_PG_URL: 'http://127.0.0.1:8790',
    TEST_PG_SECRET_KEY: 'test_sk_local',
  });
  t.like(local.commerce, {
    provider: 'test',
    testPgUrl: 'http://127.0.0.1:8790',
    testPgSecretKey: 'test_sk_local',
  });
  const refused = t.throws(() => loadConfig({ ...base, NODE_ENV: 'production', COMMERCE_PROVIDER: 'test' }), {
    instanceOf: ConfigError,
  });
  t.regex(
    refused!.message,
    /commerce\.provider \(COMMERCE_PROVIDER\): test is the local test payment provider/,
  );
  const keyless = t.throws(() => loadConfig({ ...base, COMMERCE_PROVIDER: 'toss' }), {
    instanceOf: ConfigError,
  });
  t.regex(keyless!.message, /commerce\.tossSecretKey \(TOSS_SECRET_KEY\): toss needs TOSS_SECRET_KEY/);
  const unknown = t.throws(() => loadConfig({ ...base, COMMERCE_PROVIDER: 'paypal' }), {
    instanceOf: ConfigError,
  });
  t.regex(unknown!.message, /commerce\.provider \(COMMERCE_PROVIDER\)/);
});

test('payments: portone with its secret, store, channel keys and webhook secret; each missing one is named', (t) => {
  const portoneEnv = {
    ...base,
    NODE_ENV: 'production',
    COMMERCE_PROVIDER: 'portone',
    PORTONE_API_SECRET: 'portone_secret_x',
    PORTONE_STORE_ID: 'store-00000000-0000-0000-0000-000000000000',
    PORTONE_CARD_CHANNEL_KEY: 'channel-key-card',
    PORTONE_PHONE_CHANNEL_KEY: 'channel-key-phone',
    PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
  };
  const portone = loadConfig(portoneEnv);
  t.like(portone.commerce, {
    provider: 'portone',
    portoneApiSecret: 'portone_secret_x',
    portoneStoreId: 'store-00000000-0000-0000-0000-000000000000',
    portoneCardChannelKey: 'channel-key-card',
    portonePhoneChannelKey: 'channel-key-phone',
    portoneWebhookSecret: 'whsec_c2VjcmV0',
  });
  t.is(portone.commerce.portoneApiUrl, undefined);
  t.is(
    loadConfig({ ...portoneEnv, PORTONE_API_URL: 'http://127.0.0.1:8791' }).commerce.portoneApiUrl,
    'http://127.0.0.1:8791',
  );
  const bare = t.throws(() => loadConfig({ ...base, COMMERCE_PROVIDER: 'portone' }), {
    instanceOf: ConfigError,
  });
  t.regex(
    bare!.message,
    /commerce\.portoneApiSecret \(PORTONE_API_SECRET\): portone needs PORTONE_API_SECRET/,
  );
  t.regex(bare!.message, /commerce\.portoneStoreId \(PORTONE_STORE_ID\): portone needs PORTONE_STORE_ID/);
  t.regex(bare!.message, /\(PORTONE_CARD_CHANNEL_KEY\): portone needs PORTONE_CARD_CHANNEL_KEY/);
  t.regex(bare!.message, /\(PORTONE_WEBHOOK_SECRET\): portone needs PORTONE_WEBHOOK_SECRET/);
  // The phone channel is optional: without it, phone payments are not offered through PortOne.
  t.notRegex(bare!.message, /PORTONE_PHONE_CHANNEL_KEY/);
  const badUrl = t.throws(() => loadConfig({ ...portoneEnv, PORTONE_API_URL: 'not a url' }), {
    instanceOf: ConfigError,
  });
  t.regex(badUrl!.message, /commerce\.portoneApiUrl \(PORTONE_API_URL\)/);
});

test('social sign-in providers come from OAUTH_<PROVIDER>_*; a half-configured one is named', (t) => {
  const config = loadConfig({
    ...base,
    OAUTH_GOOGLE_CLIENT_ID: 'g-id',
    OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
    OAUTH_OIDC_CLIENT_ID: 'o-id',
    OAUTH_OIDC_CLIENT_SECRET: 'o-secret',
    OAUTH_OIDC_ISSUER: 'http://127.0.0.1:4000',
    OAUTH_OIDC_NAME: 'Demo sign-in',
  });
  t.deepEqual(Object.keys(config.oauth.providers).sort(), ['google', 'oidc']);
  t.is(config.oauth.providers.oidc?.name, 'Demo sign-in');
  t.deepEqual(loadConfig(base).oauth.providers, {});
  const half = t.throws(() => loadConfig({ ...base, OAUTH_NAVER_CLIENT_ID: 'n-id' }), {
    instanceOf: ConfigError,
  });
  t.true(
    half.issues.some((i) => i.key.includes('OAUTH_NAVER_CLIENT_SECRET')),
    JSON.stringify(half.issues),
  );
  const noIssuer = t.throws(
    () => loadConfig({ ...base, OAUTH_OIDC_CLIENT_ID: 'o', OAUTH_OIDC_CLIENT_SECRET: 's' }),
    { instanceOf: ConfigError },
  );
  t.true(
    noIssuer.issues.some((i) => i.key.includes('OAUTH_OIDC_ISSUER')),
    JSON.stringify(noIssuer.issues),
  );
});

test('the AI assistant is off by default; a provider gets its default model and the segment is checked', (t) => {
  t.deepEqual(loadConfig(base).ai, {
    provider: 'off',
    segment: 'seodang-ai',
    defaultUsageLimit: 9,
    retentionDays: 90,
  });
  const openai = loadConfig({
    ...base,
    SEODANG_AI_PROVIDER: 'openai',
    SEODANG_AI_API_KEY: 'sk-test',
    SEODANG_AI_SEGMENT: 'coach',
    SEODANG_AI_USAGE_LIMIT: '5',
    SEODANG_AI_RETENTION_DAYS: '30',
  }).ai;
  t.like(openai, {
    provider: 'openai',
    model: 'gpt-4o-mini',
    segment: 'coach',
    defaultUsageLimit: 5,
    retentionDays: 30,
  });
  const local = loadConfig({
    ...base,
    SEODANG_AI_PROVIDER: 'openai',
    SEODANG_AI_BASE_URL: 'http://127.0.0.1:8080/v1',
    SEODANG_AI_MODEL: 'qwen2.5-coder',
  }).ai;
  t.like(local, { baseUrl: 'http://127.0.0.1:8080/v1', model: 'qwen2.5-coder', apiKey: undefined });
  t.is(
    loadConfig({ ...base, SEODANG_AI_PROVIDER: 'anthropic', SEODANG_AI_API_KEY: 'k' }).ai.model,
    'claude-haiku-4-5',
  );
  t.throws(() => loadConfig({ ...base, SEODANG_AI_SEGMENT: 'Seodang AI' }), {
    message: /ai\.segment \(SEODANG_AI_SEGMENT\)/,
  });
  t.throws(() => loadConfig({ ...base, SEODANG_AI_USAGE_LIMIT: '10' }), {
    message: /ai\.defaultUsageLimit \(SEODANG_AI_USAGE_LIMIT\)/,
  });
  t.throws(() => loadConfig({ ...base, SEODANG_AI_PROVIDER: 'gemini' }), {
    message: /ai\.provider \(SEODANG_AI_PROVIDER\)/,
  });
});

test('the AI providers need their key; the key never appears in an error; production refuses the demo model', (t) => {
  const noKey = t.throws(() => loadConfig({ ...base, SEODANG_AI_PROVIDER: 'anthropic' }), {
    instanceOf: ConfigError,
  });
  t.regex(noKey!.message, /ai\.apiKey \(SEODANG_AI_API_KEY\): anthropic needs SEODANG_AI_API_KEY/);
  t.throws(() => loadConfig({ ...base, SEODANG_AI_PROVIDER: 'openai' }), {
    message: /openai needs SEODANG_AI_API_KEY/,
  });
  const badUrl = t.throws(() =>
    loadConfig({
      ...base,
      SEODANG_AI_PROVIDER: 'openai',
      SEODANG_AI_API_KEY: 'sk-secret-1234',
      SEODANG_AI_BASE_URL: 'nope',
    }),
  );
  t.false(badUrl!.message.includes('sk-secret-1234'));
  const demo = { ...base, SEODANG_AI_PROVIDER: 'demo', SEODANG_AI_BASE_URL: 'http://127.0.0.1:18690/v1' };
  t.like(loadConfig(demo).ai, { provider: 'demo', model: 'seodang-demo' });
  const refused = t.throws(() => loadConfig({ ...demo, NODE_ENV: 'production' }), {
    instanceOf: ConfigError,
  });
  t.regex(
    refused!.message,
    /ai\.provider \(SEODANG_AI_PROVIDER\): demo is the local demo model and is refused in production/,
  );
  t.is(loadConfig({ ...base, NODE_ENV: 'production' }).ai.provider, 'off');
});

test('file storage: local disk by default, S3 from S3_* with its bucket required; secrets never in an error', (t) => {
  const local = loadConfig(base).storage;
  t.is(local.driver, 'local');
  t.regex(local.localDir, /\.data\/files$/);
  t.is(loadConfig({ ...base, SEODANG_FILES_DIR: '/srv/files' }).storage.localDir, '/srv/files');
  const s3 = loadConfig({
    ...base,
    SEODANG_STORAGE: 's3',
    S3_ENDPOINT: 'http://minio:9000',
    S3_BUCKET: 'seodang',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret',
    S3_FORCE_PATH_STYLE: 'true',
  }).storage;
  t.deepEqual(s3.s3, {
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    bucket: 'seodang',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI-secret',
    forcePathStyle: true,
  });
  t.throws(() => loadConfig({ ...base, SEODANG_STORAGE: 's3' }), {
    message: /storage\.s3\.bucket \(S3_BUCKET\): the s3 driver needs S3_BUCKET/,
  });
  const half = t.throws(() =>
    loadConfig({
      ...base,
      SEODANG_STORAGE: 's3',
      S3_BUCKET: 'b1b',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret',
    }),
  );
  t.regex(half!.message, /storage\.s3\.accessKeyId \(S3_ACCESS_KEY_ID\): give both/);
  t.false(half!.message.includes('wJalrXUtnFEMI-secret'));
  t.throws(() => loadConfig({ ...base, S3_FORCE_PATH_STYLE: 'yes' }), {
    message: /storage\.s3\.forcePathStyle \(S3_FORCE_PATH_STYLE\)/,
  });
  t.throws(() => loadConfig({ ...base, SEODANG_STORAGE: 'ftp' }), {
    message: /storage\.driver \(SEODANG_STORAGE\)/,
  });
});
