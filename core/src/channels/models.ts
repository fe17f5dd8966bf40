import { Model } from 'objection';
import type { JoinState, Role } from '@seodang/sdk/common';

/** A row of `channels`. */
export class Channel extends Model {
  static override tableName = 'channels';
  id!: number;
  slug!: string;
  custom_domain!: string | null;
  name!: string;
  favicon_path!: string | null;
  channel_type!: string;
  organization_type!: string | null;
  use_textbook!: boolean;
  custom_style_name!: string;
  is_partner_academy!: boolean;
  can_change_own_info_default!: boolean;
  menu_restrictions!: string[];
}

/** A row of `channel_members`. */
export class ChannelMember extends Model {
  static override tableName = 'channel_members';
  id!: number;
  channel_id!: number;
  user_id!: number;
  role!: Role;
  state!: JoinState;
  is_main_manager!: boolean;
  is_active!: boolean;
  can_change_own_info!: boolean | null;
  profile!: Record<string, unknown>;
  joined_at!: Date | null;
}
