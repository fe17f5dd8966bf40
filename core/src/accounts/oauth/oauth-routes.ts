import type { Context } from 'koa';
import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { AppError } from '@seodang/sdk';
import { oauthProviderIds, type Config, type OAuthProviderId } from '@seodang/config';
import { signupConsentsSchema } from '@seodang/sdk/common';
import { User } from '../models.ts';
import type { LoginThrottle } from '../rate-limit.ts';
import { addressKey } from '../rate-limit.ts';
import type { StartSession } from '../start-session.ts';
import { identityChanged } from '../identity.ts';
import { channelKeyFromHost } from '../../channels/resolve.ts';
import { OAuthFailure, type OAuthClients } from './oauth-client.ts';
import type { OAuthStore, PendingSignIn } from './oauth-store.ts';
import { oauthMessages } from './oauth-messages.ts';
import {
  createSocialAccount,
  findLinkedUser,
  findUserByEmail,
  linkIdentity,
  listIdentities,
  unlinkIdentity,
} from './social-accounts.ts';

const providerParams = z.object({ provider: z.enum(oauthProviderIds) });
/** A path on the same host: one leading slash, no scheme, no backslash tricks. */
const nextPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .optional()
  .catch(undefined);
const identitySchema = z.object({
  provider: z.enum(oauthProviderIds),
  email: z.string().nullable(),
  createdAt: z.string(),
});

const originOf = (koa: Context) => `${koa.protocol}://${koa.host}`;

/** Social sign-in: providers, start, the one callback, the handoff to a channel host, link and unlink. */
export function registerOAuthRoutes(
  env: RegisterEnv,
  deps: {
    config: Config;
    clients: OAuthClients;
    store: OAuthStore;
    startSession: StartSession;
    loginThrottle: LoginThrottle;
  },
): void {
  env.messages(oauthMessages);
  const { clients, store } = deps;
  const configured = (id: OAuthProviderId) => {
    if (!deps.config.oauth.providers[id]) throw new AppError(404, 'oauth_not_configured');
  };
  // The one callback lives on the base host: providers accept a fixed list of redirect URIs.
  const callbackBase = (koa: Context) => {
    if (deps.config.oauth.callbackBaseUrl) return deps.config.oauth.callbackBaseUrl.replace(/\/$/, '');
    const port = /:\d+$/.exec(koa.host)?.[0] ?? '';
    return `${koa.protocol}://${deps.config.baseDomain}${port}`;
  };
  const back = (koa: Context, origin: string, code: string) =>
    koa.redirect(`${origin}/login?oauthError=${encodeURIComponent(code)}`);

  env.route({
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'The configured social sign-in providers (one button each)',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    response: z.object({
      providers: z.array(
        z.object({ id: z.enum(oauthProviderIds), name: z.string().nullable(), startUrl: z.string() }),
      ),
    }),
    handler: () => ({
      providers: clients.configured().map((id) => ({
        id,
        name: clients.displayName(id),
        startUrl: `/api/auth/oauth/${id}/start`,
      })),
    }),
  });

  env.route({
    method: 'GET',
    path: '/api/auth/oauth/:provider/start',
    summary: "Start a social sign-in: redirects to the provider's authorization page",
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    params: providerParams,
    query: z.object({ next: nextPath }),
    async handler({ params, query }, rc) {
      const koa = rc.raw as Context;
      configured(params.provider);
      // The user comes back to this host with a handoff code: only the base host or a known
      // channel's, never a Host header naming somebody else's server.
      if (channelKeyFromHost(koa.host, deps.config.baseDomain) && !rc.channel)
        throw new AppError(404, 'not_found');
      const redirectUri = `${callbackBase(koa)}/api/auth/oauth/${params.provider}/callback`;
      let started;
      try {
        started = await clients.start(params.provider, redirectUri);
      } catch (error) {
        rc.log.warn({ err: error, provider: params.provider }, 'social sign-in could not start');
        return back(koa, originOf(koa), 'oauth_failed');
      }
      await store.saveSignIn(started.state, {
        provider: params.provider,
        codeVerifier: started.codeVerifier,
        nonce: started.nonce,
        origin: originOf(koa),
        next: query.next ?? '/',
        redirectUri,
      });
      koa.redirect(started.url.href);
    },
  });

  const callback = async (
    koa: Context,
    rc: RequestContext,
    provider: OAuthProviderId,
    input: URLSearchParams,
  ) => {
    const state = input.get('state') ?? '';
    const pending: PendingSignIn | null = await store.takeSignIn(state);
    if (!pending || pending.provider !== provider) return back(koa, originOf(koa), 'oauth_state_invalid');
    // The same throttle as password sign-in, keyed by provider and address: a flood of forged
    // callbacks from one place is locked out like a flood of wrong passwords.
    const attempt = { account: `oauth:${provider}:${addressKey(rc.ip)}`, ip: rc.ip, device: null };
    if (await deps.loginThrottle.wait(attempt)) return back(koa, pending.origin, 'too_many_attempts');
    let profile;
    try {
      profile = await clients.finish(pending, state, input);
    } catch (error) {
      const code = error instanceof OAuthFailure ? error.code : 'oauth_failed';
      if (code === 'oauth_failed') {
        rc.log.warn({ err: error, provider }, 'social sign-in failed');
        await deps.loginThrottle.failed(attempt);
      }
      return back(koa, pending.origin, code);
    }
    const user = await findLinkedUser(rc.db, provider, profile.subject);
    if (!user) {
      if (!profile.email) return back(koa, pending.origin, 'oauth_email_missing');
      const holder = await findUserByEmail(rc.db, profile.email);
      if (holder) {
        // Never merge on an address the provider did not verify; a verified one still needs the
        // owner to sign in to that account and confirm.
        if (!profile.emailVerified) return back(koa, pending.origin, 'oauth_email_unverified');
        const token = await store.createLink({
          provider,
          subject: profile.subject,
          email: profile.email,
          userId: holder.id,
        });
        const query = new URLSearchParams({ link: token, linkProvider: provider, next: pending.next });
        return koa.redirect(`${pending.origin}/login?${query}`);
      }
      // A new person: the account is made once they agree to the terms on the sign-up screen.
      const token = await store.createSignup({
        profile: { ...profile, email: profile.email },
        next: pending.next,
      });
      await deps.loginThrottle.succeeded(attempt);
      const query = new URLSearchParams({ social: token, provider, next: pending.next });
      return koa.redirect(`${pending.origin}/signup?${query}`);
    }
    await deps.loginThrottle.succeeded(attempt);
    if (pending.origin === originOf(koa)) {
      await deps.startSession(koa, rc.db, user);
      return koa.redirect(pending.next);
    }
    // Another host (a channel): its cookie can only be set there, through a one-time code.
    const code = await store.createHandoff({ userId: user.id, origin: pending.origin, next: pending.next });
    return koa.redirect(`${pending.origin}/api/auth/oauth/handoff?code=${code}`);
  };

  const callbackQuery = z.object({
    state: z.string().max(200).optional(),
    code: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
    iss: z.string().max(500).optional(),
  });
  env.route({
    method: 'GET',
    path: '/api/auth/oauth/:provider/callback',
    summary: "The provider's redirect back with a code (or an error) and the state",
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    params: providerParams,
    query: callbackQuery,
    handler: async ({ params, query }, rc) =>
      callback(rc.raw as Context, rc, params.provider, new URLSearchParams(query as Record<string, string>)),
  });
  env.route({
    method: 'POST',
    path: '/api/auth/oauth/:provider/callback',
    summary:
      "The provider's form_post back (Apple): a cross-site POST trusted only through its single-use state",
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    // A provider's page posts this form: it has no CSRF token, and the state is what binds it.
    csrfExempt: true,
    bodyTypes: ['form'],
    bodyLimit: '20kb',
    params: providerParams,
    body: callbackQuery.extend({ user: z.string().max(2000).optional() }),
    handler: async ({ params, body }, rc) => {
      const { user: _appleUser, ...fields } = body;
      return callback(
        rc.raw as Context,
        rc,
        params.provider,
        new URLSearchParams(fields as Record<string, string>),
      );
    },
  });

  env.route({
    method: 'POST',
    path: '/api/auth/oauth/signup',
    summary: 'Make the account of a new social sign-in once its owner agrees to the terms, and sign in',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    body: signupConsentsSchema.extend({ token: z.string().min(16).max(200) }),
    bodyLimit: '2kb',
    response: z.object({ next: z.string() }),
    async handler({ body }, rc) {
      const koa = rc.raw as Context;
      const signup = await store.takeSignup(body.token);
      if (!signup) throw new AppError(400, 'oauth_signup_expired');
      const { profile } = signup;
      let user = await findLinkedUser(rc.db, profile.provider, profile.subject);
      if (!user) {
        try {
          user = await createSocialAccount(rc.db, profile, body, rc.locale);
        } catch (error) {
          // The e-mail was taken meanwhile: that account is linked only from its own sign-in.
          if ((error as { nativeError?: { code?: string } }).nativeError?.code === '23505')
            throw new AppError(409, 'email_taken');
          throw error;
        }
      }
      await deps.startSession(koa, rc.db, user);
      rc.status(201);
      return { next: signup.next };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/auth/oauth/handoff',
    summary: 'Sign in on the channel host a social sign-in started from, with its one-time code',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    query: z.object({ code: z.string().max(200) }),
    async handler({ query }, rc) {
      const koa = rc.raw as Context;
      const handoff = await store.takeHandoff(query.code);
      if (!handoff || handoff.origin !== originOf(koa))
        return back(koa, originOf(koa), 'oauth_state_invalid');
      const user = await User.query(rc.db).findById(handoff.userId);
      if (!user) return back(koa, originOf(koa), 'oauth_state_invalid');
      await deps.startSession(koa, rc.db, user);
      koa.redirect(handoff.next);
    },
  });

  env.route({
    method: 'POST',
    path: '/api/auth/oauth/link',
    summary: 'Confirm linking a provider identity to the signed-in account (same verified e-mail)',
    tags: ['accounts'],
    access: 'user',
    channelPublic: true,
    body: z.object({ token: z.string().min(16).max(200) }),
    bodyLimit: '2kb',
    response: z.object({ identities: z.array(identitySchema) }),
    async handler({ body }, rc) {
      const user = rc.requireUser();
      const link = await store.takeLink(body.token);
      if (!link || link.userId !== user.id) throw new AppError(400, 'oauth_link_invalid');
      if (await findLinkedUser(rc.db, link.provider, link.subject))
        throw new AppError(409, 'oauth_already_linked');
      try {
        await linkIdentity(rc.db, user.id, link.provider, link.subject, link.email);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new AppError(409, 'oauth_already_linked');
        throw error;
      }
      await rc.emit(identityChanged, { userId: user.id });
      return { identities: present(await listIdentities(rc.db, user.id)) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/auth/identities',
    summary: 'The provider identities linked to my account (/change_info)',
    tags: ['accounts'],
    access: 'user',
    channelPublic: true,
    response: z.object({ identities: z.array(identitySchema), hasPassword: z.boolean() }),
    async handler(_input, rc) {
      const user = rc.requireUser();
      const row = await User.query(rc.db).findById(user.id);
      return { identities: present(await listIdentities(rc.db, user.id)), hasPassword: !!row?.password_hash };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/auth/identities/:provider',
    summary: 'Unlink a provider from my account (never the last way to sign in)',
    tags: ['accounts'],
    access: 'user',
    channelPublic: true,
    params: providerParams,
    response: z.object({ identities: z.array(identitySchema) }),
    async handler({ params }, rc) {
      const user = rc.requireUser();
      const result = await unlinkIdentity(rc.db, user.id, params.provider);
      if (result === 'not_linked') throw new AppError(404, 'not_found');
      if (result === 'last_sign_in_method') throw new AppError(409, 'last_sign_in_method');
      return { identities: present(await listIdentities(rc.db, user.id)) };
    },
  });
}

const present = (identities: Awaited<ReturnType<typeof listIdentities>>) =>
  identities.map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString() }));
