import type { Context } from 'koa';
import type { RequestContext } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import type { Config } from '@seodang/config';
import { User } from './models.ts';
import { verifyPassword } from './password.ts';
import type { LoginThrottle } from './rate-limit.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { tooMany } from './too-many.ts';
import type { StartSession } from './start-session.ts';
import { cookieNames } from '../http/cookies.ts';

export interface SignInDeps {
  config: Config;
  loginThrottle: LoginThrottle;
  deviceCookies: DeviceCookies;
  startSession: StartSession;
}

/**
 * One sign-in with a login id and a secret (a password, or a picture sequence's secret), through
 * the login throttle: a throttled client waits before its secret is even checked, a wrong secret
 * counts as a failure, and a right one starts a session. `mayUse` narrows which accounts this way
 * of signing in serves (a picture password only for a member who has one); an account it refuses
 * answers exactly like a wrong secret (401 `invalid_credentials`, worded by `wrongKey`).
 */
export async function signInWithSecret(
  rc: RequestContext,
  deps: SignInDeps,
  input: { userId: string; secret: string },
  mayUse: (user: User) => Promise<boolean> = async () => true,
  wrongKey = 'error.invalid_credentials',
): Promise<User> {
  const koa = rc.raw as Context;
  const account = input.userId.toLowerCase();
  const deviceCookie = koa.cookies.get(cookieNames.device);
  const attempt = {
    account,
    ip: rc.ip,
    device: await deps.deviceCookies.nonceFor(deviceCookie, account),
  };
  const wait = await deps.loginThrottle.wait(attempt);
  if (wait) throw tooMany(koa, wait, rc.locale);
  const user = await User.query(rc.db).whereRaw('lower(user_id) = lower(?)', [input.userId]).first();
  const allowed = user ? await mayUse(user) : false;
  const ok = await verifyPassword(allowed ? (user?.password_hash ?? null) : null, input.secret);
  if (!user || !allowed || !ok) {
    const locked = await deps.loginThrottle.failed(attempt);
    if (locked) throw tooMany(koa, locked, rc.locale);
    throw new AppError(401, 'invalid_credentials', wrongKey);
  }
  await deps.loginThrottle.succeeded(attempt);
  koa.cookies.set(cookieNames.device, await deps.deviceCookies.issue(deviceCookie, account), {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.session.secureCookie,
    maxAge: deps.config.login.deviceCookieDays * 24 * 3600_000,
    overwrite: true,
  });
  await deps.startSession(koa, rc.db, user);
  return user;
}
