import type { UserData } from '@seodang/sdk/common';

/** A channel as the page sees it (spec §1/§3). */
export interface ChannelData {
  index: number;
  slug: string;
  name: string;
  faviconPath?: string | null;
  channelType?: string;
  organizationType?: string | null;
  useTextbook?: boolean;
  customStyleName?: string | null;
  [key: string]: unknown;
}

/** `pageInfo` of the page data (docs/contracts.md "Page start"). */
export interface PageInfo {
  isChannel: boolean;
  isMobile: boolean;
  channelData: ChannelData | null;
  locale: 'ko' | 'en' | 'ja';
  hostUrl: string;
  path: string;
  isSchoolChannel?: boolean;
  isPartnerAcademy?: boolean;
  /** The host names a channel that does not exist. */
  notFound?: boolean;
  /** Product segment of the client log API (`/api/log/{segment}/{tag}`). */
  logSegment?: string;
  /** The AI assistant's API segment (`/api/{ai}/…`, config `ai.segment`). */
  aiSegment?: string;
  /**
   * Route paths of the enabled plugins' proctored screens (`proctored: true`, e.g. the exam room),
   * known from the first page so the shell sends no analytics of its own there.
   */
  proctoredRoutes?: string[];
  /**
   * Route paths of the enabled plugins' screens without shell chrome (`bare: true`), known from the
   * first page so the shell never paints its header there while the plugin loads.
   */
  bareRoutes?: string[];
}

/** Who is signed in. A user counts as logged in when user data is present (spec §6). */
export interface AuthState {
  isLoggedIn: boolean;
  userData: UserData | null;
}

/** One installed plugin's web remote. */
export interface RemoteInfo {
  id: string;
  scope: string;
  remoteEntry: string;
  /** The exposed module of the container holding this plugin's web half (default './plugin'). */
  module?: string;
  services: string[];
}

/** `GET /api/capabilities`. */
export interface Capabilities {
  services: Record<string, boolean>;
  plugins: RemoteInfo[];
  /** The enabled plugins' quiz-type modules, loaded by `loadWebQuizTypes()` on quiz screens only. */
  quizTypes?: RemoteInfo[];
  menuRestrictions: string[];
}

/** The page head the server chose (spec §1 "Page head variant"). */
export interface HeadInfo {
  variant: string;
  siteName: string;
  title: string;
  channelTitle: string;
  description?: string;
  canonicalUrl?: string;
  shareImage?: string;
  faviconPath?: string;
  itemName?: string;
}

/** Server-rendered collections (decoded by the shell before anyone reads them). */
export interface InitialData {
  channelNoticeList?: Array<{ title: string; [key: string]: unknown }>;
  initialNoticeData?: { title: string; [key: string]: unknown };
  curations?: Array<{
    lectureList: Array<{ subject: string; [key: string]: unknown }>;
    [key: string]: unknown;
  }>;
  channelLectureList?: {
    allLectures?: Array<{ subject: string; [key: string]: unknown }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** The whole `__SEODANG__` blob. */
export interface PageData {
  pageInfo: PageInfo;
  auth: AuthState;
  capabilities: Capabilities;
  head: HeadInfo;
  initialData: InitialData;
}
