import type { Provider } from '../../common/index.ts';
import type { DirectoryAdapter } from './directory-adapter.ts';
import { kakaoWorkAdapter } from './kakao-work.ts';
import { scimAdapter } from './scim.ts';

export * from './directory-adapter.ts';

/** The adapter of a channel's directory. */
export function adapterFor(provider: Provider, baseUrl: string, token: string): DirectoryAdapter {
  return provider === 'scim' ? scimAdapter(baseUrl, token) : kakaoWorkAdapter(baseUrl, token);
}

/** Every person of the directory, page after page (a failure on any page fails the whole read). */
export async function listAllUsers(adapter: DirectoryAdapter, signal?: AbortSignal) {
  const users = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await adapter.listUsers(cursor, signal);
    users.push(...page.users);
    if (!page.next || page.next === cursor) return users;
    cursor = page.next;
  }
  return users;
}
