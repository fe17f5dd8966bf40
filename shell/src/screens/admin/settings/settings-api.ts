import { api, readCookie, toApiError } from '@seodang/sdk/web';

export interface BasicSettings {
  name: string;
  customStyleName: string;
  useTextbook: boolean;
  joinSetting: 'approval' | 'invitation';
  canChangeOwnInfo: boolean;
  defaultExpirationDays: number;
  defaultTemplate: string;
  receiveMail: boolean;
  profileFields: string[];
  domain: string | null;
  ideConnection: boolean;
  invitationSetting: 'mailAndLink' | 'mailOnly' | 'linkOnly';
}

/** `GET /api/channel/settings`. */
export interface ChannelSettingsView {
  basic: BasicSettings;
  organizationType: string | null;
  /** The profile fields the channel's organisation type offers. */
  profileFieldChoices: string[];
  faviconPath: string | null;
  representativeImagePath: string | null;
  styles: {
    name: string;
    variant: string;
    head: { documentTitle: string; siteName: string; description: string };
  }[];
  extensions: {
    key: string;
    plugin: string;
    name: string;
    help: string | null;
    webComponent: string | null;
    defaultValue: unknown;
  }[];
  values: Record<string, unknown>;
}

export const settingsQueryKey = ['channel-settings'];

export const loadSettings = () =>
  api.get<{ data: ChannelSettingsView }>('/api/channel/settings').then((r) => r.data);

export const saveSettings = (body: { basic: BasicSettings; values: Record<string, unknown> }) =>
  api.put<{ data: { changed: string[] } }>('/api/channel/settings', body).then((r) => r.data.changed);

/** Uploads an image as `multipart/form-data` (the API client sends JSON only). */
export async function uploadImage(kind: 'favicon' | 'representative', file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const token = readCookie(document.cookie, 'sd_csrf');
  const response = await fetch(`/api/channel/settings/images/${kind}`, {
    method: 'PUT',
    body: form,
    credentials: 'same-origin',
    headers: token ? { 'x-csrf-token': token, accept: 'application/json' } : { accept: 'application/json' },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, body, '');
  }
}

export const removeImage = (kind: 'favicon' | 'representative') =>
  api.delete(`/api/channel/settings/images/${kind}`);
