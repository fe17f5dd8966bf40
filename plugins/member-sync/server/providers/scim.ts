import { z } from 'zod';
import {
  directoryUrl,
  DirectoryError,
  getJson,
  type DirectoryAdapter,
  type DirectoryPage,
  type DirectoryUser,
} from './directory-adapter.ts';

/** People per page: NAVER WORKS and most SCIM servers cap `count` at 100. */
export const scimPageSize = 100;

const scimUser = z.object({
  id: z.string().min(1),
  userName: z.string().optional(),
  displayName: z.string().optional(),
  name: z.object({ formatted: z.string().optional() }).partial().optional(),
  emails: z.array(z.object({ value: z.string(), primary: z.boolean().optional() })).optional(),
  active: z.boolean().optional(),
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': z
    .object({ department: z.string().optional() })
    .partial()
    .optional(),
});

const listResponse = z.object({
  schemas: z
    .array(z.string())
    .refine((s) => s.includes('urn:ietf:params:scim:api:messages:2.0:ListResponse')),
  totalResults: z.number().int().min(0),
  startIndex: z.number().int().min(1).optional(),
  itemsPerPage: z.number().int().min(0).optional(),
  Resources: z.array(scimUser).default([]),
});

type ScimUser = z.infer<typeof scimUser>;

function toDirectoryUser(u: ScimUser): DirectoryUser {
  const email = u.emails?.find((e) => e.primary)?.value ?? u.emails?.[0]?.value ?? u.userName ?? '';
  return {
    externalId: u.id,
    name: u.displayName ?? u.name?.formatted ?? u.userName ?? email,
    email: email.toLowerCase(),
    department: u['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User']?.department ?? null,
    active: u.active ?? true,
  };
}

function parseList(body: unknown, origin: string) {
  const parsed = listResponse.safeParse(body);
  if (!parsed.success)
    throw new DirectoryError('bad_response', `${origin} did not answer a SCIM ListResponse`);
  return parsed.data;
}

/**
 * SCIM 2.0 (RFC 7644) as NAVER WORKS serves it: `GET {base}/Users?startIndex&count` pages of a
 * `ListResponse`, the enterprise extension's department, a bearer token. `baseUrl` ends in
 * `/scim/v2`. The cursor is the next 1-based `startIndex`.
 */
export function scimAdapter(baseUrl: string, token: string): DirectoryAdapter {
  const base = baseUrl.replace(/\/+$/, '');
  const url = (path: string, query: Record<string, string>) => {
    const u = directoryUrl(`${base}${path}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u;
  };
  return {
    async test(signal) {
      const { status, body } = await getJson(url('/Users', { startIndex: '1', count: '1' }), token, signal);
      if (status !== 200) throw new DirectoryError('bad_response', `${base} answered ${status}`);
      parseList(body, base);
    },
    async listUsers(cursor, signal): Promise<DirectoryPage> {
      const startIndex = cursor ? Number(cursor) : 1;
      const { status, body } = await getJson(
        url('/Users', { startIndex: String(startIndex), count: String(scimPageSize) }),
        token,
        signal,
      );
      if (status !== 200) throw new DirectoryError('bad_response', `${base} answered ${status}`);
      const list = parseList(body, base);
      const nextIndex = startIndex + list.Resources.length;
      const more = list.Resources.length > 0 && nextIndex <= list.totalResults;
      return { users: list.Resources.map(toDirectoryUser), next: more ? String(nextIndex) : null };
    },
    async findByEmail(email, signal) {
      const filter = `emails.value eq "${email.replace(/["\\]/g, '')}"`;
      const { status, body } = await getJson(url('/Users', { filter }), token, signal);
      if (status !== 200) throw new DirectoryError('bad_response', `${base} answered ${status}`);
      const [first] = parseList(body, base).Resources;
      return first ? toDirectoryUser(first) : null;
    },
  };
}
