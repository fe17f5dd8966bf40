import { randomBytes } from 'node:crypto';
import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { issueCredential, type CredentialRequest } from '../server/issue.ts';

/** A school and a far channel with every caller of the permission matrix, and a site admin. */
export interface CredentialsFixture {
  app: TestCore;
  school: TestChannel;
  far: TestChannel;
  /** The school's origin as credentials name it (`http://<host>:<port>`, as the clients reach it). */
  origin: string;
  /** A client signed in on the school (or `far`) host; `anonymous` for none. */
  as(userId: string, options?: { locale?: string; far?: boolean }): Promise<TestClient>;
  /** A lecture of the school owned by `teach` (only when the fixture runs with lectures). */
  lecture(): Promise<number>;
  /** Issues a credential of the school straight through the issuer (the certificates' path). */
  issue(overrides?: Partial<CredentialRequest>): Promise<{ credentialId: number; uuid: string; jwt: string }>;
}

/** Every caller of the permission matrix, by the login id the fixture gives them. */
export const matrixCallers = [
  'anonymous',
  'learner',
  'other.learner',
  'teach',
  'other.teacher',
  'boss',
  'far.admin',
] as const;

/** Starts a core with the credentials plugin, a key secret of its own, and the fixture's people. */
export async function startCredentialsFixture(
  plugins: string[] = ['credentials'],
): Promise<CredentialsFixture> {
  const app = await startTestCore({
    plugins,
    config: { credentials: { keySecret: randomBytes(32).toString('base64url') } },
  });
  const school = await app.createChannelWithMembers({
    slug: 'cred-school',
    name: '서당 고등학교',
    members: {
      learner: { role: 'student', name: '김하준' },
      'other.learner': { role: 'student', name: '이민준' },
      teach: 'teacher',
      'other.teacher': 'teacher',
      boss: 'admin',
    },
  });
  const far = await app.createChannelWithMembers({ slug: 'cred-far', members: { 'far.admin': 'admin' } });
  const origin = `http://${school.host}:${app.port}`;
  return {
    app,
    school,
    far,
    origin,
    async as(userId, options = {}) {
      if (userId === 'anonymous') return app.client({ host: school.host, locale: options.locale ?? 'ko' });
      return (options.far || userId === 'far.admin' ? far : school).login(userId, { locale: options.locale });
    },
    async lecture() {
      const created = await (
        await school.login('teach')
      ).post('/api/lecture', {
        subject: '파이썬 기초',
        description: '',
        isFree: true,
        categoryFirst: 'programming',
        categorySecond: 'algorithm',
        tags: [],
      });
      if (created.status !== 201) throw new Error(`lecture: ${JSON.stringify(created.body)}`);
      return created.body.data.sequence as number;
    },
    issue: (overrides = {}) =>
      app.core.db.transaction((trx) =>
        issueCredential(trx, origin, {
          channelId: school.id,
          issuerName: '서당 고등학교',
          achievement: {
            id: `${origin}/cert/achievement/python`,
            name: '파이썬 기초 수료',
            description: '파이썬 기초 강의의 모든 수업을 마쳤습니다.',
            criteria: '모든 수업 완료, 퀴즈 평균 70% 이상',
          },
          holder: { name: '김하준', email: 'hajun@example.com' },
          ...overrides,
        }),
      ),
  };
}
