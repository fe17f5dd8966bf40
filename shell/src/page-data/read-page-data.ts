import type { PageData } from '../../../sdk/web/context/page-types.ts';

/** Page data when the blob is missing or broken: the logged-out public site in Korean. */
export const fallbackPageData: PageData = {
  pageInfo: { isChannel: false, isMobile: false, channelData: null, locale: 'ko', hostUrl: '', path: '/' },
  auth: { isLoggedIn: false, userData: null },
  capabilities: { services: {}, plugins: [], menuRestrictions: [] },
  head: {
    variant: 'default',
    siteName: 'Seodang',
    title: 'Seodang',
    channelTitle: '{channelName} - Seodang',
  },
  initialData: {},
};

/**
 * Parses the `__SEODANG__` JSON blob, filling what is missing from the fallback so the shell
 * can always start.
 */
export function parsePageData(json: string | null | undefined): PageData {
  let raw: Partial<PageData>;
  try {
    raw = json ? (JSON.parse(json) as Partial<PageData>) : {};
  } catch {
    raw = {};
  }
  const auth = { ...fallbackPageData.auth, ...raw.auth };
  // A user counts as logged in when user data is present (spec §6).
  auth.isLoggedIn = !!auth.userData;
  const pageInfo = { ...fallbackPageData.pageInfo, ...raw.pageInfo };
  // Off a channel the server may send an empty object; the shell treats that as no channel.
  const channel = pageInfo.channelData;
  pageInfo.channelData = channel && typeof channel.name === 'string' && channel.name ? channel : null;
  pageInfo.isChannel = !!pageInfo.channelData;
  return {
    pageInfo,
    auth,
    capabilities: { ...fallbackPageData.capabilities, ...raw.capabilities },
    head: { ...fallbackPageData.head, ...raw.head },
    initialData: raw.initialData ?? {},
  };
}
