import { fileURLToPath } from 'node:url';
import type { Config } from './schema.ts';

/** Defaults for the embedded mode: everything local, nothing external needed. */
export const defaults: Omit<Config, 'databaseUrl' | 'redisUrl' | 'plugins'> = {
  env: 'development',
  port: 3000,
  host: '0.0.0.0',
  baseDomain: 'localhost',
  redisPrefix: 'sd',
  logLevel: 'info',
  session: { ttlHours: 24 * 14, secureCookie: false },
  login: {
    // 5 wrong passwords in a row for one account from one address: 1 min, then 2, 4, ... up to 1 h.
    accountIp: { failures: 5, windowSeconds: 24 * 3600, blockSeconds: 60, maxBlockSeconds: 3600 },
    // An account attacked from many addresses: 5 min, growing to 1 h (its device cookies still sign in).
    account: { failures: 50, windowSeconds: 3600, blockSeconds: 300, maxBlockSeconds: 3600 },
    device: { failures: 10, windowSeconds: 24 * 3600, blockSeconds: 60, maxBlockSeconds: 3600 },
    // A classroom behind one NAT address never reaches this; a password sprayer does.
    ip: { failures: 500, windowSeconds: 3600, blockSeconds: 3600, maxBlockSeconds: 6 * 3600 },
    deviceCookieDays: 365,
  },
  signup: { perIp: 200, windowSeconds: 3600 },
  logSegment: 'seodang',
  janus: {},
  // The provider is `test` outside production unless COMMERCE_PROVIDER names another (load.ts).
  commerce: { testPgSecretKey: 'test_sk_seodang_local' },
  oauth: { providers: {} },
  memberSync: {},
  credentials: {},
  // Off unless SEODANG_AI_PROVIDER names one (`npm start` runs the local demo model); the model
  // defaults per provider (load.ts).
  ai: { provider: 'off', segment: 'seodang-ai', defaultUsageLimit: 9, retentionDays: 90 },
  // Files on local disk, under the repository's data folder (`npm start` gives each profile its own).
  storage: {
    driver: 'local',
    localDir: fileURLToPath(new URL('../.data/files', import.meta.url)),
    s3: { region: 'us-east-1', forcePathStyle: false },
  },
  mailFrom: 'Seodang <no-reply@localhost>',
  // 30 s, 1 min, 2 min, 4 min: a greylisting server is usually past its delay by the third try.
  mailRetry: { attempts: 5, backoffMs: 30_000 },
  mailBounce: {},
  styles: { default: 'seodang', academy: 'seodang-academy', corporate: 'seodang-corporate' },
  head: {
    default: {
      siteName: '서당',
      title: '서당 - 코딩 교육과 평가 플랫폼',
      channelTitle: '{channelName} - 서당',
      description: '프로그래밍 강의, 코딩 테스트, 감독 시험을 한 곳에서.',
      shareImage: '/assets/share.svg',
      faviconPath: '/assets/favicon.svg',
      itemName: '서당',
    },
    academy: {
      siteName: '서당 아카데미',
      title: '서당 아카데미 - 컴퓨터 학원 온라인 캠퍼스',
      channelTitle: '{channelName} - 서당 아카데미',
      description: '컴퓨터 학원을 위한 온라인 코딩 교육.',
      shareImage: '/assets/share.svg',
      faviconPath: '/assets/favicon.svg',
      itemName: '서당 아카데미',
    },
    textbook: {
      siteName: '서당 AI 디지털교과서',
      title: '서당 AI 디지털교과서',
      channelTitle: '{channelName} - AI 디지털교과서',
      description: '학교를 위한 AI 디지털교과서.',
      shareImage: '/assets/share.svg',
      faviconPath: '/assets/favicon.svg',
      itemName: 'AI 디지털교과서',
    },
    partners: [],
  },
};
