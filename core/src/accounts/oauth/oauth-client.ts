import * as client from 'openid-client';
import type { OAuthClientConfig, OAuthConfig, OAuthProviderId } from '@seodang/config';
import { providerTable, type ProviderEntry, type SocialProfile } from './providers.ts';
import { profileApis } from './profile-apis.ts';
import type { PendingSignIn } from './oauth-store.ts';

/** An expected end of a sign-in that did not sign anyone in; `code` is an error catalogue key. */
export class OAuthFailure extends Error {
  override name = 'OAuthFailure';
  readonly code: 'oauth_denied' | 'oauth_failed';
  constructor(code: 'oauth_denied' | 'oauth_failed', cause?: unknown) {
    super(code, { cause });
    this.code = code;
  }
}

/** What the start of a sign-in needs to remember and where it sends the browser. */
export interface StartedSignIn {
  url: URL;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
}

const isHttp = (url: string) => url.startsWith('http:');

// Naver answers `expires_in` as a string, which the OAuth 2.0 checks of openid-client refuse.
const numericExpiry: client.CustomFetch = async (url, options) => {
  const res = await fetch(url, options as RequestInit);
  if (!res.headers.get('content-type')?.includes('json')) return res;
  const body = (await res.json()) as Record<string, unknown>;
  if (typeof body.expires_in === 'string') body.expires_in = Number(body.expires_in);
  return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
};

/**
 * The configured sign-in providers through openid-client: OpenID Connect providers by discovery
 * (ID tokens checked: signature, issuer, audience, expiry, nonce), OAuth 2.0 providers by their
 * documented endpoints and a profile API. Every request carries state; PKCE where the provider
 * accepts it.
 */
export class OAuthClients {
  private readonly oauth: OAuthConfig;
  private readonly configs = new Map<OAuthProviderId, Promise<client.Configuration>>();
  constructor(oauth: OAuthConfig) {
    this.oauth = oauth;
  }

  /** The configured providers, in the order of the table. */
  configured(): OAuthProviderId[] {
    return (Object.keys(providerTable) as OAuthProviderId[]).filter((id) => this.oauth.providers[id]);
  }

  /** The button label of the generic provider, when configured with one. */
  displayName(id: OAuthProviderId): string | null {
    return this.oauth.providers[id]?.name ?? null;
  }

  private settings(id: OAuthProviderId): { entry: ProviderEntry; conf: OAuthClientConfig } {
    const conf = this.oauth.providers[id];
    if (!conf) throw new OAuthFailure('oauth_failed', new Error(`${id} is not configured`));
    return { entry: providerTable[id], conf };
  }

  private configuration(id: OAuthProviderId): Promise<client.Configuration> {
    let config = this.configs.get(id);
    if (!config) {
      config = this.build(id);
      // A provider unreachable now is tried again on the next sign-in.
      config.catch(() => this.configs.delete(id));
      this.configs.set(id, config);
    }
    return config;
  }

  private async build(id: OAuthProviderId): Promise<client.Configuration> {
    const { entry, conf } = this.settings(id);
    const issuer = conf.issuer ?? entry.issuer;
    if (entry.profile === 'idToken' && issuer) {
      return client.discovery(new URL(issuer), conf.clientId, conf.clientSecret, undefined, {
        execute: isHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
    }
    const authorizationUrl = conf.authorizationUrl ?? entry.authorizationUrl!;
    const tokenUrl = conf.tokenUrl ?? entry.tokenUrl!;
    const config = new client.Configuration(
      {
        issuer: new URL(authorizationUrl).origin,
        authorization_endpoint: authorizationUrl,
        token_endpoint: tokenUrl,
      },
      conf.clientId,
      conf.clientSecret,
    );
    if (isHttp(tokenUrl)) client.allowInsecureRequests(config);
    config[client.customFetch] = numericExpiry;
    return config;
  }

  /** The provider's authorization URL for one sign-in, with fresh state, nonce and PKCE verifier. */
  async start(id: OAuthProviderId, redirectUri: string): Promise<StartedSignIn> {
    const { entry } = this.settings(id);
    const config = await this.configuration(id);
    const state = client.randomState();
    const oidc = entry.profile === 'idToken';
    const nonce = oidc ? client.randomNonce() : null;
    const codeVerifier = entry.pkce ? client.randomPKCECodeVerifier() : null;
    const params: Record<string, string> = { redirect_uri: redirectUri, state, response_type: 'code' };
    if (entry.scopes.length) params.scope = entry.scopes.join(' ');
    if (nonce) params.nonce = nonce;
    if (codeVerifier) {
      params.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier);
      params.code_challenge_method = 'S256';
    }
    if (entry.formPost) params.response_mode = 'form_post';
    return { url: client.buildAuthorizationUrl(config, params), state, codeVerifier, nonce };
  }

  /**
   * Exchanges the code of a callback (`params`: its query or posted form) for the person's
   * profile, checking the state it was started with.
   */
  async finish(pending: PendingSignIn, state: string, params: URLSearchParams): Promise<SocialProfile> {
    const { entry, conf } = this.settings(pending.provider);
    const config = await this.configuration(pending.provider);
    const currentUrl = new URL(pending.redirectUri);
    currentUrl.search = params.toString();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        expectedState: state,
        expectedNonce: pending.nonce ?? undefined,
        pkceCodeVerifier: pending.codeVerifier ?? undefined,
        idTokenExpected: entry.profile === 'idToken',
      });
    } catch (error) {
      const denied = error instanceof client.AuthorizationResponseError && error.error === 'access_denied';
      throw new OAuthFailure(denied ? 'oauth_denied' : 'oauth_failed', error);
    }
    try {
      if (entry.profile === 'profileApi') {
        const profile = await profileApis[pending.provider](
          conf.profileUrl ?? entry.profileUrl!,
          tokens.access_token,
        );
        return {
          ...profile,
          provider: pending.provider,
          emailVerified: entry.trustsEmailVerified && profile.emailVerified,
        };
      }
      let claims: Record<string, unknown> = { ...tokens.claims() };
      const metadata = config.serverMetadata();
      if ((claims.email === undefined || claims.email_verified === undefined) && metadata.userinfo_endpoint)
        claims = {
          ...(await client.fetchUserInfo(config, tokens.access_token, String(claims.sub))),
          ...claims,
        };
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const name = claims.name ?? claims.nickname ?? claims.preferred_username;
      return {
        provider: pending.provider,
        subject: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: entry.trustsEmailVerified && verified,
        name: typeof name === 'string' ? name : null,
      };
    } catch (error) {
      throw new OAuthFailure('oauth_failed', error);
    }
  }
}
