import { z } from 'zod';
import {
  directoryUrl,
  DirectoryError,
  getJson,
  type DirectoryAdapter,
  type DirectoryPage,
  type DirectoryUser,
} from './directory-adapter.ts';

/** People per page (Kakao Work allows up to 100). */
export const kakaoWorkPageSize = 100;

const kakaoUser = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().optional().nullable(),
  emails: z.array(z.string()).optional().nullable(),
  email: z.string().optional().nullable(),
  department: z.string().optional().nullable(),
  status: z.string().optional().nullable(),
});

const failure = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string().optional(), message: z.string().optional() }).partial(),
});
const listAnswer = z.object({
  success: z.literal(true),
  users: z.array(kakaoUser).default([]),
  cursor: z.string().nullable().optional(),
});
const findAnswer = z.object({ success: z.literal(true), user: kakaoUser });

type KakaoUser = z.infer<typeof kakaoUser>;

function toDirectoryUser(u: KakaoUser): DirectoryUser {
  const email = (u.emails?.[0] ?? u.email ?? '').toLowerCase();
  return {
    externalId: u.id,
    name: u.name ?? email,
    email,
    department: u.department ?? null,
    active: u.status !== 'deactivated',
  };
}

/**
 * Kakao Work's Web API: `GET {base}/v1/users.list?limit&cursor`, `GET {base}/v1/users.find_by_email`,
 * the app key as a Bearer token; a refusal answers `{ success: false, error: { code } }`.
 */
export function kakaoWorkAdapter(baseUrl: string, appKey: string): DirectoryAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  const call = async <T>(
    path: string,
    query: Record<string, string>,
    schema: z.ZodType<T>,
    signal?: AbortSignal,
  ) => {
    const url = directoryUrl(`${base}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const { status, body } = await getJson(url, appKey, signal);
    const refused = failure.safeParse(body);
    if (refused.success) {
      const code = refused.data.error.code ?? 'unknown';
      if (code === 'not_found') return null;
      if (code === 'unauthorized' || code === 'invalid_app_key')
        throw new DirectoryError('unauthorized', `${base} refused the app key (${code})`);
      throw new DirectoryError('bad_response', `${base} refused the call (${code})`);
    }
    const parsed = schema.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new DirectoryError('bad_response', `${base} answered ${status} in an unknown shape`);
    return parsed.data;
  };
  return {
    async test(signal) {
      await call('/v1/users.list', { limit: '1' }, listAnswer, signal);
    },
    async listUsers(cursor, signal): Promise<DirectoryPage> {
      const query: Record<string, string> = { limit: String(kakaoWorkPageSize) };
      if (cursor) query.cursor = cursor;
      const page = await call('/v1/users.list', query, listAnswer, signal);
      if (!page) throw new DirectoryError('bad_response', `${base} did not list users`);
      return { users: page.users.map(toDirectoryUser), next: page.cursor || null };
    },
    async findByEmail(email, signal) {
      const found = await call('/v1/users.find_by_email', { email }, findAnswer, signal);
      return found ? toDirectoryUser(found.user) : null;
    },
  };
}
