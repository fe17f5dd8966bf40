import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { channelSettingsPoint, channelSettingsRef } from '@seodang/sdk';
import { isCidr } from '../common/index.ts';

/** The channel's default networks for new sessions (`attendance.networks`): CIDRs, comma-separated. */
export const defaultNetworksKey = 'attendance.networks';

/** The comma-separated list as networks (blank: none). */
export const networksOf = (text: string): string[] =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/** The attendance setting a channel admin sets on /admin/settings (through core's `channelSettings`). */
export function registerAttendanceChannelSettings(env: RegisterEnv): void {
  env.messages({
    ko: {
      'attendance.settings.networks': '출석 허용 네트워크 (새 세션의 기본값)',
      'attendance.settings.networksHelp':
        '학교 네트워크의 CIDR을 쉼표로 구분해 적습니다 (예: 10.0.0.0/8). 비우면 어디서나 출석할 수 있습니다.',
    },
    en: {
      'attendance.settings.networks': 'Attendance networks (the default of new sessions)',
      'attendance.settings.networksHelp':
        "The school network's CIDRs, comma-separated (e.g. 10.0.0.0/8). Empty: check-in from anywhere.",
    },
    ja: {
      'attendance.settings.networks': '出席を許可するネットワーク（新しいセッションの既定値）',
      'attendance.settings.networksHelp':
        '学校ネットワークのCIDRをカンマ区切りで入力します（例：10.0.0.0/8）。空欄ならどこからでも出席できます。',
    },
  });
  env.extensionPoint(channelSettingsPoint)?.register({
    key: defaultNetworksKey,
    schema: z
      .string()
      .trim()
      .max(1000)
      .refine(
        (text) => networksOf(text).length <= 20 && networksOf(text).every(isCidr),
        'attendance.validation.network',
      ),
    defaultValue: '',
    logName: 'attendance.settings.networks',
    helpKey: 'attendance.settings.networksHelp',
  });
}

/** The channel's default networks (none where core offers no settings). */
export async function channelNetworks(rc: RequestContext): Promise<string[]> {
  const settings = rc.optionalService(channelSettingsRef);
  if (!settings) return [];
  return networksOf(await settings.value<string>(rc.db, rc.channel?.index ?? null, defaultNetworksKey));
}
