import type { Context } from 'koa';
import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import { changeInfoSchema, loginSchema, signupSchema } from '@seodang/sdk/common';
import type { Config } from '@seodang/config';
import { User } from './models.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SessionStore } from './sessions.ts';
import type { LoginThrottle, RequestLimiter } from './rate-limit.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { tooMany } from './too-many.ts';
import { toUserData } from './user-data.ts';
import { recordSignupConsents } from './consents.ts';
import { sessionStarter } from './start-session.ts';
import { identityChanged, type IdentityResolver } from './identity.ts';
import { cookieNames } from '../http/cookies.ts';
import { signInWithSecret } from './sign-in.ts';
import { registerPictureLogin } from './picture-login.ts';

const userDataSchema = z.object({
  id: z.number(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  link: z.string().nullable(),
  locale: z.enum(['ko', 'en', 'ja']),
  isPartner: z.boolean(),
  isTeacher: z.boolean(),
  role: z.string(),
  membership: z.object({ role: z.string(), state: z.string(), isMainManager: z.boolean() }).nullable(),
});

function uniqueViolation(error: unknown): string | null {
  // objection wraps pg's error (UniqueViolationError): the SQLSTATE is on its nativeError.
  const e = error as {
    code?: string;
    constraint?: string;
    nativeError?: { code?: string; constraint?: string };
  };
  if ((e.nativeError?.code ?? e.code) !== '23505') return null;
  return e.constraint ?? e.nativeError?.constraint ?? 'unique';
}

/** Sign up, log in, log out, the current user, and edit profile (/change_info). */
export function registerAccountRoutes(
  env: RegisterEnv,
  deps: {
    config: Config;
    sessions: SessionStore;
    identities: IdentityResolver;
    loginThrottle: LoginThrottle;
    deviceCookies: DeviceCookies;
    signupLimiter: RequestLimiter;
  },
): void {
  const startSession = sessionStarter(deps);
  const signInDeps = { ...deps, startSession };
  const present = (koa: Context, user: User) =>
    toUserData(user, koa.state.sd.channel, koa.state.sd.membership);

  env.route({
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Create an account and log in',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    body: signupSchema,
    bodyLimit: '20kb',
    response: z.object({ data: userDataSchema }),
    async handler({ body }, rc) {
      const koa = rc.raw as Context;
      // The answer tells whether an id or e-mail exists: not at enumeration speed.
      const wait = await deps.signupLimiter.hit(rc.ip);
      if (wait) throw tooMany(koa, wait, rc.locale, 'too_many_requests');
      const clash = await User.query(rc.db)
        .whereRaw('lower(user_id) = lower(?)', [body.userId])
        .orWhereRaw('lower(email) = lower(?)', [body.email])
        .first();
      if (clash)
        throw new AppError(
          409,
          clash.user_id.toLowerCase() === body.userId.toLowerCase() ? 'user_id_taken' : 'email_taken',
        );
      const passwordHash = await hashPassword(body.password);
      let user: User;
      try {
        user = await rc.db.transaction(async (trx) => {
          const created = await User.query(trx).insertAndFetch({
            user_id: body.userId,
            password_hash: passwordHash,
            name: body.name,
            email: body.email,
            mobile: body.mobile ?? null,
            phone: body.phone ?? null,
            link: body.link ?? null,
            locale: rc.locale,
          } as Partial<User>);
          await recordSignupConsents(trx, created.id, body);
          return created;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint)
          throw new AppError(409, constraint.includes('email') ? 'email_taken' : 'user_id_taken');
        throw error;
      }
      await startSession(koa, rc.db, user);
      rc.status(201);
      return { data: present(koa, user) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Log in',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    body: loginSchema,
    bodyLimit: '10kb',
    response: z.object({ data: userDataSchema }),
    async handler({ body }, rc) {
      const user = await signInWithSecret(rc, signInDeps, { userId: body.userId, secret: body.password });
      return { data: present(rc.raw as Context, user) };
    },
  });

  registerPictureLogin(env, signInDeps, userDataSchema, present);

  env.route({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Log out',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    async handler(_input, rc) {
      const koa = rc.raw as Context;
      const token = koa.cookies.get(cookieNames.session);
      if (token) {
        await deps.sessions.destroy(token);
        deps.identities.forgetToken(token);
        if (rc.user) await rc.emit(identityChanged, { userId: rc.user.id });
      }
      koa.cookies.set(cookieNames.session, null, {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.session.secureCookie,
      });
      return { result: true };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The current user',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    response: z.object({ isLoggedIn: z.boolean(), userData: userDataSchema.nullable() }),
    handler: (_input, rc) => ({ isLoggedIn: !!rc.user, userData: rc.user }),
  });

  env.route({
    method: 'PUT',
    path: '/api/auth/me',
    summary: 'Edit my profile (/change_info)',
    tags: ['accounts'],
    access: 'user',
    channelPublic: true,
    body: changeInfoSchema,
    bodyLimit: '20kb',
    response: z.object({ data: userDataSchema }),
    async handler({ body }, rc) {
      const koa = rc.raw as Context;
      const { user, membership, channel } = koa.state.sd;
      if (!user) throw new AppError(401, 'unauthenticated');
      const canChange = membership?.can_change_own_info ?? channel?.canChangeOwnInfoDefault ?? true;
      if (channel && membership && !canChange) throw new AppError(403, 'cannot_change_own_info');
      const patch: Partial<User> = {
        name: body.name,
        email: body.email,
        mobile: body.mobile ?? null,
        phone: body.phone ?? null,
        link: body.link ?? null,
        ...(body.locale ? { locale: body.locale } : {}),
        updated_at: new Date(),
      };
      if (body.newPassword) {
        if (!(await verifyPassword(user.password_hash, body.currentPassword ?? '')))
          throw new AppError(400, 'wrong_password');
        patch.password_hash = await hashPassword(body.newPassword);
      }
      let updated: User;
      try {
        updated = await User.query(rc.db).patchAndFetchById(user.id, patch);
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError(409, 'email_taken');
        throw error;
      }
      if (body.newPassword && koa.state.sd.sessionToken)
        await deps.sessions.destroyOthers(user.id, koa.state.sd.sessionToken);
      await rc.emit(identityChanged, { userId: user.id });
      return { data: present(koa, updated) };
    },
  });
}
