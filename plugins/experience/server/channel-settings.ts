import { z } from 'zod';
import {
  channelSettingsPoint,
  channelSettingsRef,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';

/** Whether the channel shows its experience leaderboard; on by default. */
export const leaderboardSetting = 'experience.leaderboard';

/** The leaderboard switch on the channel's /admin/settings (core's `channelSettings`). */
export function registerExperienceChannelSettings(env: RegisterEnv): void {
  env.extensionPoint(channelSettingsPoint)?.register({
    key: leaderboardSetting,
    schema: z.boolean(),
    defaultValue: true,
    logName: 'experience.settings.leaderboard',
    helpKey: 'experience.settings.leaderboardHelp',
  });
}

/** The channel's choice (on where core offers no settings). */
export async function leaderboardOn(rc: RequestContext): Promise<boolean> {
  const settings = rc.optionalService(channelSettingsRef);
  return settings ? settings.value<boolean>(rc.db, rc.channel?.index ?? null, leaderboardSetting) : true;
}
