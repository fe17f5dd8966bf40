import { randomBytes } from 'node:crypto';
import { startTestCore, testPassword, type TestClient, type TestCore } from '@seodang/sdk/testing';

/** The callers of the permission matrix (spec issue §3), by login id, and where they belong. */
export const people = {
  kim: 'a learner of the school',
  park: 'another learner of the school',
  sua: 'the teacher who owns the posting',
  tae: 'another teacher of the school',
  jang: 'the school’s admin',
  oh: 'the admin of another channel',
} as const;
export type Person = keyof typeof people;

/** A posting's input that passes the rule; `overrides` change some fields. */
export const postingBody = (overrides: Record<string, unknown> = {}) => ({
  title: '여름 방학 백엔드 인턴',
  description: '파이썬으로 학교 도구를 만듭니다.',
  company: '한빛소프트',
  employmentType: 'INTERN',
  location: '서울',
  positions: 2,
  salaryMin: 2_000_000,
  salaryMax: 2_400_000,
  skills: ['Python', 'Git'],
  openAt: new Date(Date.now() - 86_400_000).toISOString(),
  closeAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  contactEmail: 'jobs@example.com',
  contactPhone: '02-123-4567',
  contactLink: 'https://example.com/jobs',
  introduction: '<p>함께 <strong>만들어요</strong><script>alert(1)</script></p>',
  ...overrides,
});

/** A core with the school (learners, two teachers, its admin) and an academy with its own admin. */
export interface Fixture {
  app: TestCore;
  schoolHost: string;
  academyHost: string;
  ids: Record<Person, number>;
  /** A client signed in as `who` on the host of their channel (or `host`). */
  as(who: Person, options?: { locale?: string; host?: string }): Promise<TestClient>;
  anonymous(host?: string): TestClient;
}

/**
 * Boots core with lectures, community and recruitment (and credentials, when asked), and the two
 * channels.
 */
export async function startFixture(
  options: { credentials?: boolean; assessment?: boolean } = {},
): Promise<Fixture> {
  const app = await startTestCore(
    options.credentials
      ? {
          plugins: ['lectures', 'community', 'credentials', 'recruitment'],
          config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
        }
      : { plugins: ['lectures', 'community', ...(options.assessment ? ['assessment'] : []), 'recruitment'] },
  );
  const school = await app.createChannelWithMembers({
    slug: 'school',
    members: {
      kim: { role: 'student', name: '김민수' },
      park: { role: 'student', name: '박지우' },
      sua: { role: 'teacher', name: '최수아' },
      tae: { role: 'teacher', name: '정태오' },
      jang: { role: 'admin', name: '장교장', extra: { is_main_manager: true } },
    },
  });
  const academy = await app.createChannelWithMembers({
    slug: 'academy',
    members: { oh: { role: 'admin', name: '오원장', extra: { is_main_manager: true } } },
  });
  const ids = { ...school.ids, ...academy.ids } as Record<Person, number>;
  return {
    app,
    schoolHost: school.host,
    academyHost: academy.host,
    ids,
    async as(who, options = {}) {
      const host = options.host ?? (who === 'oh' ? academy.host : school.host);
      const c = app.client({ host, locale: options.locale });
      await c.login(who, testPassword);
      return c;
    },
    anonymous: (host = school.host) => app.client({ host }),
  };
}
