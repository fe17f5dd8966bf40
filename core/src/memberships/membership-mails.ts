import type { Knex } from 'knex';
import { templateMail, type MailService } from '@seodang/sdk';
import { locales, type Locale } from '@seodang/sdk/common';
import { acceptedMail } from '../mail/templates/accepted.ts';
import { joinRequestMail } from '../mail/templates/join-request.ts';

interface Recipient {
  id: number;
  name: string;
  user_id: string;
  email: string | null;
  locale: string;
}

const localeOf = (value: string): Locale => (locales.includes(value as Locale) ? (value as Locale) : 'ko');

/**
 * The mails a membership change sends, queued with the change's own transaction (a rollback
 * sends nothing): a join request to the channel's active admins, an acceptance to the member.
 * Links point at the channel's address as the request reached it, else at its own host.
 */
export class MembershipMails {
  private readonly mail: () => MailService;
  private readonly baseDomain: string;

  constructor(options: { mail: () => MailService; baseDomain: string }) {
    this.mail = options.mail;
    this.baseDomain = options.baseDomain;
  }

  private async channel(trx: Knex, channelId: number, origin: string | undefined) {
    const row = await trx('channels')
      .where({ id: channelId })
      .first('name', 'slug', 'custom_domain', 'settings');
    const host = row.custom_domain ?? `${row.slug}.${this.baseDomain}`;
    // The channel setting "receive mail" (on unless saved off): whether its admins are mailed.
    const receiveMail = (row.settings as Record<string, unknown> | null)?.['core.receiveMail'] !== false;
    return { name: row.name as string, origin: origin ?? `https://${host}`, receiveMail };
  }

  private user(trx: Knex, userId: number): Promise<Recipient> {
    return trx('users').where({ id: userId }).first('id', 'name', 'user_id', 'email', 'locale');
  }

  async joinRequested(trx: Knex, channelId: number, userId: number, origin?: string): Promise<void> {
    // One connection per transaction: its queries go one after another.
    const channel = await this.channel(trx, channelId, origin);
    if (!channel.receiveMail) return;
    const member = await this.user(trx, userId);
    const admins = await trx('channel_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where({ 'm.channel_id': channelId, 'm.role': 'admin', 'm.state': 'joined', 'm.is_active': true })
      .whereNotNull('u.email')
      .select<Recipient[]>('u.id', 'u.name', 'u.user_id', 'u.email', 'u.locale');
    const props = {
      channelName: channel.name,
      name: member.name,
      loginId: member.user_id,
      url: `${channel.origin}/admin/members?tab=approvals`,
    };
    for (const admin of admins)
      await this.mail().queue(
        trx,
        await templateMail(joinRequestMail, props, {
          to: admin.email!,
          locale: localeOf(admin.locale),
          channelId,
          ref: `member:${userId}`,
        }),
      );
  }

  async accepted(trx: Knex, channelId: number, userId: number, origin?: string): Promise<void> {
    const channel = await this.channel(trx, channelId, origin);
    const member = await this.user(trx, userId);
    if (!member.email) return;
    await this.mail().queue(
      trx,
      await templateMail(
        acceptedMail,
        { channelName: channel.name, name: member.name, url: `${channel.origin}/` },
        { to: member.email, locale: localeOf(member.locale), channelId, ref: `member:${userId}` },
      ),
    );
  }
}
