import type { ChannelData } from '@seodang/sdk';
import type { Role, UserData } from '@seodang/sdk/common';
import type { User } from './models.ts';
import type { ChannelMember } from '../channels/models.ts';

/** A membership counts when joined and active. */
export function isActiveMember(m: ChannelMember | null | undefined): m is ChannelMember {
  return !!m && m.state === 'joined' && m.is_active;
}

/** The caller's effective role: the membership role in a channel, the account flags on the public site. */
export function effectiveRole(
  user: User,
  channel: ChannelData | null,
  membership: ChannelMember | null,
): Role {
  if (channel) return isActiveMember(membership) ? membership.role : 'student';
  if (user.is_site_admin) return 'admin';
  return user.is_teacher ? 'teacher' : 'student';
}

/** The user as the API and the page data present them (never the hash). */
export function toUserData(
  user: User,
  channel: ChannelData | null,
  membership: ChannelMember | null,
): UserData {
  return {
    id: user.id,
    userId: user.user_id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    phone: user.phone,
    link: user.link,
    locale: user.locale,
    isPartner: user.is_partner,
    isTeacher: user.is_teacher,
    role: effectiveRole(user, channel, membership),
    membership: membership
      ? { role: membership.role, state: membership.state, isMainManager: membership.is_main_manager }
      : null,
  };
}
