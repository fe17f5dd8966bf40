import type { Knex } from 'knex';
import { z } from 'zod';
import type { Config } from '@seodang/config';
import { profileFields, profileFieldsFor, type ProfileField } from '@seodang/sdk/common';

/** How people join the channel (spec §3 "join settings"): by asking and approval, or by invitation only. */
export const joinSettings = ['approval', 'invitation'] as const;

/** Which invitations the channel sends (spec §3 "invitation setting"): by mail, by link, or both. */
export const invitationSettings = ['mailAndLink', 'mailOnly', 'linkOnly'] as const;
export type InvitationSetting = (typeof invitationSettings)[number];

/** The four style variants' customStyleName values (spec §1): default, academy, corporate, textbook. */
export function styleNames(config: Config): string[] {
  return [...new Set([config.styles.default, config.styles.academy, config.styles.corporate, 'textbook'])];
}

/** The basic settings of a channel (spec §3 "Channel admin settings"), as the screen edits them. */
export function basicSettingsSchema(config: Config) {
  const styles = styleNames(config);
  return z.object({
    name: z.string().trim().min(1).max(100),
    customStyleName: z.string().refine((s) => styles.includes(s), 'validation.invalid'),
    useTextbook: z.boolean(),
    joinSetting: z.enum(joinSettings),
    canChangeOwnInfo: z.boolean(),
    /** Days an invitation stays valid unless the admin picks another date ("default expiration date"). */
    defaultExpirationDays: z.number().int().min(1).max(365),
    /** The text of invitation mails ("default template"). */
    defaultTemplate: z.string().max(2000),
    receiveMail: z.boolean(),
    /** The profile fields members fill in, among those of the organisation type (`profileFieldsFor`). */
    profileFields: z.array(z.enum(profileFields)).max(profileFields.length),
    /** The channel's own domain ("connection setting"); null: only `<slug>.<base domain>`. */
    domain: z.string().trim().max(253).nullable(),
    /** Members may connect the IDE, up to the channel's IDE licence count ("IDE connection"). */
    ideConnection: z.boolean(),
    invitationSetting: z.enum(invitationSettings),
  });
}
export type BasicSettings = z.output<ReturnType<typeof basicSettingsSchema>>;

/** Basic settings kept in `channels.settings` (the rest are columns of `channels`). */
export const storedBasicDefaults = {
  joinSetting: 'approval' as (typeof joinSettings)[number],
  defaultExpirationDays: 7,
  defaultTemplate: '',
  receiveMail: true,
  ideConnection: false,
  invitationSetting: 'mailAndLink' as InvitationSetting,
};

interface ChannelRow {
  name: string;
  custom_style_name: string;
  use_textbook: boolean;
  can_change_own_info_default: boolean;
  favicon_path: string | null;
  representative_image_path: string | null;
  organization_type: string | null;
  custom_domain: string | null;
  settings: Record<string, unknown>;
}

/** The basic settings of a `channels` row; stored values under `core.<name>` in `settings`. */
export function basicSettingsOf(row: ChannelRow, config: Config): BasicSettings {
  const stored = (name: keyof typeof storedBasicDefaults) =>
    (row.settings?.[`core.${name}`] ?? storedBasicDefaults[name]) as never;
  return {
    name: row.name,
    customStyleName: row.custom_style_name || config.styles.default,
    useTextbook: row.use_textbook,
    joinSetting: stored('joinSetting'),
    canChangeOwnInfo: row.can_change_own_info_default,
    defaultExpirationDays: stored('defaultExpirationDays'),
    defaultTemplate: stored('defaultTemplate'),
    receiveMail: stored('receiveMail'),
    profileFields:
      (row.settings?.['core.profileFields'] as ProfileField[] | undefined) ??
      profileFieldsFor(row.organization_type),
    domain: row.custom_domain,
    ideConnection: stored('ideConnection'),
    invitationSetting: stored('invitationSetting'),
  };
}

/** The columns and `settings` entries a set of basic settings is written as. */
export function basicSettingsColumns(s: BasicSettings) {
  return {
    columns: {
      name: s.name,
      custom_style_name: s.customStyleName,
      use_textbook: s.useTextbook,
      can_change_own_info_default: s.canChangeOwnInfo,
      custom_domain: s.domain,
    },
    stored: {
      ...Object.fromEntries(
        (Object.keys(storedBasicDefaults) as (keyof typeof storedBasicDefaults)[]).map((k) => [
          `core.${k}`,
          s[k],
        ]),
      ),
      'core.profileFields': s.profileFields,
    },
  };
}

/** Which invitations this channel sends: both kinds unless its admin chose one. */
export async function invitationSettingOf(db: Knex, channelId: number): Promise<InvitationSetting> {
  const row = await db('channels').where({ id: channelId }).first('settings');
  return (row?.settings?.['core.invitationSetting'] as InvitationSetting | undefined) ?? 'mailAndLink';
}

/** How people join this channel: `approval` unless its admin chose invitation only. */
export async function joinSettingOf(db: Knex, channelId: number): Promise<(typeof joinSettings)[number]> {
  const row = await db('channels').where({ id: channelId }).first('settings');
  return (row?.settings?.['core.joinSetting'] as (typeof joinSettings)[number] | undefined) ?? 'approval';
}
