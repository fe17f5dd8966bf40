// The local "Demo sign-in": an OpenID Connect provider (oidc-provider) with two demo accounts,
// run by `npm start` as the generic OIDC provider in development and started in-process by tests.
// It signs in whoever types a demo account's id on its own page: never a production provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the demo provider knows. */
export interface DemoAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** The two demo accounts (also listed on the demo's sign-in page). */
export const demoOidcAccounts: DemoAccount[] = [
  { sub: 'demo-learner', email: 'demo.learner@example.com', emailVerified: true, name: 'Demo Learner' },
  { sub: 'demo-teacher', email: 'demo.teacher@example.com', emailVerified: true, name: 'Demo Teacher' },
];

export interface DemoOidcOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Every callback URL core may use (the base host's `/api/auth/oauth/oidc/callback`). */
  redirectUris: string[];
  /** Accounts in place of the two demo ones (tests add an unverified one). */
  accounts?: DemoAccount[];
  /** Lifetime of an authorization code, in seconds (60 unless set). */
  codeTtlSeconds?: number;
}

export interface DemoOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  provider: Provider;
  stop(): Promise<void>;
}

/** Starts the demo provider on 127.0.0.1 (a free port unless given). */
export async function startDemoOidc(options: DemoOidcOptions): Promise<DemoOidc> {
  const accounts = new Map((options.accounts ?? demoOidcAccounts).map((a) => [a.sub, a]));
  const clientId = options.clientId ?? 'seodang-demo';
  const clientSecret = options.clientSecret ?? 'seodang-demo-secret';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    ttl: {
      AuthorizationCode: options.codeTtlSeconds ?? 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    // Seodang is the demo's only client: consent is given once the person signs in.
    loadExistingGrant: async (ctx) => {
      const { provider } = ctx.oidc;
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    provider,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
