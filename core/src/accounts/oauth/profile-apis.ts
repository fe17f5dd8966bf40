import { z } from 'zod';
import type { SocialProfile } from './providers.ts';

/** Fetches the profile of an OAuth 2.0 provider without ID tokens, with the access token. */
export type ProfileApi = (
  profileUrl: string,
  accessToken: string,
  fetchImpl?: typeof fetch,
) => Promise<Omit<SocialProfile, 'provider' | 'emailVerified'> & { emailVerified: boolean }>;

/** A profile API answered something other than its documented shape. */
export class ProfileApiError extends Error {
  override name = 'ProfileApiError';
}

async function getJson(fetchImpl: typeof fetch, url: string, accessToken: string, headers = {}) {
  const res = await fetchImpl(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new ProfileApiError(`${url} answered ${res.status}`);
  return (await res.json()) as unknown;
}

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const r = schema.safeParse(body);
  if (!r.success) throw new ProfileApiError(`unexpected ${what} profile: ${r.error.message}`);
  return r.data;
}

// https://developers.naver.com/docs/login/profile/profile.md: resultcode '00' and a `response`.
const naverMe = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: z.string().min(1),
    email: z.string().optional(),
    name: z.string().optional(),
    nickname: z.string().optional(),
  }),
});

/** Naver's member profile (`GET /v1/nid/me`); Naver gives no verification flag for the e-mail. */
export const naverProfile: ProfileApi = async (url, token, fetchImpl = fetch) => {
  const { response: p } = parse(naverMe, await getJson(fetchImpl, url, token), 'Naver');
  return { subject: p.id, email: p.email ?? null, emailVerified: false, name: p.name ?? p.nickname ?? null };
};

// https://docs.github.com/en/rest/users/users#get-the-authenticated-user and …/emails.
const githubUser = z.object({ id: z.number(), login: z.string(), name: z.string().nullable().optional() });
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** GitHub's user (`GET /user`) and its primary e-mail with GitHub's verified flag (`GET /user/emails`). */
export const githubProfile: ProfileApi = async (base, token, fetchImpl = fetch) => {
  const headers = { accept: 'application/vnd.github+json', 'user-agent': 'Seodang' };
  const [user, emails] = await Promise.all([
    getJson(fetchImpl, `${base}/user`, token, headers).then((b) => parse(githubUser, b, 'GitHub')),
    getJson(fetchImpl, `${base}/user/emails`, token, headers).then((b) => parse(githubEmails, b, 'GitHub')),
  ]);
  const primary = emails.find((e) => e.primary) ?? null;
  return {
    subject: String(user.id),
    email: primary?.email ?? null,
    emailVerified: primary?.verified ?? false,
    name: user.name ?? user.login,
  };
};

// https://developers.facebook.com/docs/graph-api/reference/user: only a confirmed address is returned.
const facebookMe = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

/** Facebook's Graph `GET /me?fields=id,name,email`. */
export const facebookProfile: ProfileApi = async (url, token, fetchImpl = fetch) => {
  const me = parse(facebookMe, await getJson(fetchImpl, `${url}?fields=id,name,email`, token), 'Facebook');
  return { subject: me.id, email: me.email ?? null, emailVerified: !!me.email, name: me.name ?? null };
};

/** The profile API of each OAuth 2.0 provider. */
export const profileApis: Record<string, ProfileApi> = {
  naver: naverProfile,
  github: githubProfile,
  facebook: facebookProfile,
};
