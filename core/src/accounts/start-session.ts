import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { Config } from '@seodang/config';
import { User } from './models.ts';
import type { SessionStore } from './sessions.ts';
import type { IdentityResolver } from './identity.ts';
import { cookieNames } from '../http/cookies.ts';

/** Signs a user in on the request's host: a new session (the old one ended) in an httpOnly cookie. */
export type StartSession = (koa: Context, db: Knex, user: User) => Promise<void>;

/** The one way every sign-in (password, social, handoff) starts a session. */
export function sessionStarter(deps: {
  config: Config;
  sessions: SessionStore;
  identities: IdentityResolver;
}): StartSession {
  return async (koa, db, user) => {
    const old = koa.cookies.get(cookieNames.session);
    if (old) {
      await deps.sessions.destroy(old); // rotate: never keep a pre-login session id
      deps.identities.forgetToken(old);
    }
    const { token, expiresAt } = await deps.sessions.create(user.id, {
      ip: koa.ip,
      userAgent: koa.get('user-agent'),
    });
    koa.cookies.set(cookieNames.session, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.session.secureCookie,
      expires: expiresAt,
      overwrite: true,
    });
    await User.query(db)
      .patch({ last_login_at: new Date() } as Partial<User>)
      .findById(user.id);
  };
}
