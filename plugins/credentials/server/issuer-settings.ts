import { z } from 'zod';
import {
  channelSettingsPoint,
  channelSettingsRef,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';

/** The issuer's name on credentials (`credentials.issuerName`); blank: the channel's name. */
export const issuerNameKey = 'credentials.issuerName';
/** The issuer's web page (`credentials.issuerUrl`); blank: the channel's own address. */
export const issuerUrlKey = 'credentials.issuerUrl';

/** The issuer profile a channel admin edits on /admin/settings (through core's `channelSettings`). */
export function registerIssuerSettings(env: RegisterEnv): void {
  env.messages({
    ko: {
      'credentials.settings.issuerName': '인증서 발급 기관 이름',
      'credentials.settings.issuerNameHelp':
        '인증서와 배지에 발급 기관으로 적힙니다. 비우면 채널 이름을 씁니다.',
      'credentials.settings.issuerUrl': '발급 기관 웹 주소',
      'credentials.settings.issuerUrlHelp': 'https://로 시작하는 기관 홈페이지. 비우면 채널 주소를 씁니다.',
      'credentials.validation.issuerUrl': 'https://로 시작하는 주소를 입력해 주세요.',
    },
    en: {
      'credentials.settings.issuerName': 'Issuer name on certificates',
      'credentials.settings.issuerNameHelp':
        "Printed as the issuer on certificates and badges. Blank: the channel's name.",
      'credentials.settings.issuerUrl': "Issuer's web address",
      'credentials.settings.issuerUrlHelp':
        "The organisation's home page, starting with https://. Blank: the channel's address.",
      'credentials.validation.issuerUrl': 'Please enter an address starting with https://.',
    },
    ja: {
      'credentials.settings.issuerName': '証明書の発行者名',
      'credentials.settings.issuerNameHelp':
        '証明書とバッジに発行者として記載されます。空欄ならチャンネル名を使います。',
      'credentials.settings.issuerUrl': '発行者のウェブアドレス',
      'credentials.settings.issuerUrlHelp':
        'https://で始まる団体のホームページ。空欄ならチャンネルのアドレスを使います。',
      'credentials.validation.issuerUrl': 'https://で始まるアドレスを入力してください。',
    },
  });
  const point = env.extensionPoint(channelSettingsPoint);
  point?.register({
    key: issuerNameKey,
    schema: z.string().trim().max(100),
    defaultValue: '',
    logName: 'credentials.settings.issuerName',
    helpKey: 'credentials.settings.issuerNameHelp',
  });
  point?.register({
    key: issuerUrlKey,
    schema: z
      .string()
      .trim()
      .max(300)
      .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'credentials.validation.issuerUrl'),
    defaultValue: '',
    logName: 'credentials.settings.issuerUrl',
    helpKey: 'credentials.settings.issuerUrlHelp',
  });
}

/** The request channel's issuer name and page, the admin's settings over the channel's own. */
export async function issuerSettings(
  rc: RequestContext,
  fallback: { name: string; url: string },
): Promise<{ name: string; url: string }> {
  const settings = rc.optionalService(channelSettingsRef);
  if (!settings || !rc.channel) return fallback;
  const channelId = rc.channel.index;
  const [name, url] = await Promise.all([
    settings.value<string>(rc.db, channelId, issuerNameKey),
    settings.value<string>(rc.db, channelId, issuerUrlKey),
  ]);
  return { name: name || fallback.name, url: url || fallback.url };
}
