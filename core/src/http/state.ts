import type { Logger } from 'pino';
import type { ChannelData } from '@seodang/sdk';
import type { Locale, Role, UserData } from '@seodang/sdk/common';
import type { User } from '../accounts/models.ts';
import type { ChannelMember } from '../channels/models.ts';

/** What core learns about a request before any route runs (`ctx.state.sd`). */
export interface RequestState {
  requestId: string;
  log: Logger;
  locale: Locale;
  /** The channel of the Host, null on the public site. */
  channel: (ChannelData & { menuRestrictions: string[] }) | null;
  /** The Host named a channel that does not exist. */
  unknownChannel: boolean;
  sessionToken: string | null;
  user: User | null;
  membership: ChannelMember | null;
  userData: UserData | null;
  role: Role | null;
  /** Logged in and, inside a channel, a joined and active member. */
  isMember: boolean;
}

declare module 'koa' {
  interface DefaultState {
    sd: RequestState;
  }
}
