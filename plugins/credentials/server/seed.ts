import type { SeedContext } from '@seodang/sdk';
import { demoRoster } from '@seodang/plugin-lectures/demo-roster';
import { issueCertificate } from './certificates/issue-certificate.ts';
import { revokeCredential } from './issue.ts';
import { setKeySecret } from './signing/keys.ts';

/** The demo school's lecture whose certificates the demo shows. */
const demoLecture = '정보 수업: 파이썬 기초';

/**
 * Demo data, made through the real issuer: in the demo school's Python class, 하준 (hajun) holds a
 * valid certificate and the next learner of the roster one revoked with its reason (민준, the
 * issue's example, is a public-site account, not in the school). Idempotent: once the lecture has
 * certificates, nothing is added. Skipped without a key secret.
 */
export async function seedCredentials(ctx: SeedContext): Promise<void> {
  const config = ctx.config as
    { baseDomain?: string; port?: number; credentials?: { keySecret?: string } } | undefined;
  if (!config?.credentials?.keySecret) return;
  setKeySecret(config.credentials.keySecret);
  const roster = await demoRoster(ctx.db, ctx.channelId, demoLecture);
  if (!roster) return;
  // Seeded before: a revoked certificate would otherwise be issued anew.
  if (
    await ctx
      .db('certificates')
      .where({ source_kind: 'lecture', source_index: roster.lectureIndex })
      .first('id')
  )
    return;
  const channel = (await ctx.db('channels').where({ id: ctx.channelId }).first('slug', 'name')) as {
    slug: string;
    name: string;
  };
  const origin = `http://${channel.slug}.${config.baseDomain ?? 'localhost'}:${config.port ?? 3000}`;
  const holders = [
    roster.learners.find((l) => l.loginId === 'hajun'),
    roster.learners.find((l) => l.loginId !== 'hajun'),
  ];
  for (const [i, learner] of holders.entries()) {
    if (!learner) continue;
    const user = (await ctx.db('users').where({ id: learner.userId }).first('email')) as {
      email: string | null;
    };
    const { row } = await issueCertificate(ctx.db, {
      channelId: ctx.channelId,
      issuerName: channel.name,
      origin,
      source: { kind: 'lecture', index: roster.lectureIndex, title: demoLecture },
      holder: { id: learner.userId, name: learner.name, email: user.email },
      score: 92 - i * 10,
      issuedBy: roster.ownerId,
    });
    if (i === 1)
      await revokeCredential(ctx.db, row.credential_id, { userId: roster.ownerId, reason: '과제 표절 확인' });
  }
}
