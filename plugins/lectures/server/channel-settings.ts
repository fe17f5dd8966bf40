import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { channelSettingsPoint, channelSettingsRef } from '@seodang/sdk';

/** Whether a channel's main page lists all its lectures (`channelLectureList`); on by default. */
export const showAllLecturesOnMain = 'lectures.showAllLecturesOnMain';

/** The lecture settings a channel admin sets on /admin/settings (through core's `channelSettings`). */
export function registerLectureChannelSettings(env: RegisterEnv): void {
  env.messages({
    ko: {
      'lectures.settings.showAllLecturesOnMain': '메인 화면에 전체 강의 목록 보이기',
      'lectures.settings.showAllLecturesOnMainHelp': '끄면 채널 메인 화면에는 큐레이션만 보입니다.',
    },
    en: {
      'lectures.settings.showAllLecturesOnMain': 'Show all lectures on the main page',
      'lectures.settings.showAllLecturesOnMainHelp':
        "When off, the channel's main page shows only curations.",
    },
    ja: {
      'lectures.settings.showAllLecturesOnMain': 'メイン画面に全講義の一覧を表示',
      'lectures.settings.showAllLecturesOnMainHelp':
        'オフにするとチャンネルのメイン画面にはキュレーションのみ表示されます。',
    },
  });
  env.extensionPoint(channelSettingsPoint)?.register({
    key: showAllLecturesOnMain,
    schema: z.boolean(),
    defaultValue: true,
    logName: 'lectures.settings.showAllLecturesOnMain',
    helpKey: 'lectures.settings.showAllLecturesOnMainHelp',
  });
}

/** The channel's choice (the default where core offers no settings, e.g. a plugin test's core). */
export async function showsAllLectures(rc: RequestContext): Promise<boolean> {
  const settings = rc.optionalService(channelSettingsRef);
  return settings ? settings.value<boolean>(rc.db, rc.channel?.index ?? null, showAllLecturesOnMain) : true;
}
