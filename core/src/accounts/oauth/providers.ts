import type { OAuthProviderId } from '@seodang/config';

/** Where a provider's profile comes from after the code exchange. */
export type ProfileSource =
  /** The ID token's claims (checked by openid-client), completed from the UserInfo endpoint. */
  | 'idToken'
  /** A provider-specific profile API (OAuth 2.0 only, no ID token): see profile-apis.ts. */
  | 'profileApi';

/** How to talk to one sign-in provider. */
export interface ProviderEntry {
  id: OAuthProviderId;
  /** OpenID Connect: discovery from this issuer (a configured `issuer` replaces it). */
  issuer?: string;
  /** OAuth 2.0 only: the endpoints, from the provider's documentation. */
  authorizationUrl?: string;
  tokenUrl?: string;
  profileUrl?: string;
  scopes: string[];
  profile: ProfileSource;
  /** Whether the provider accepts PKCE (S256); state and, with OIDC, nonce are always sent. */
  pkce: boolean;
  /** Apple returns the code by a POST of a form (`response_mode=form_post`): no cookie, only the state. */
  formPost?: boolean;
  /**
   * Whether an e-mail from this provider may be trusted as verified when it says so. Microsoft's
   * `email` claim is not verified by Microsoft; LINE gives no verification flag.
   */
  trustsEmailVerified: boolean;
}

/**
 * The providers of spec §9 and a generic OpenID Connect provider. Endpoints and scopes are those
 * of each provider's documentation; a configuration entry may point any of them elsewhere.
 */
export const providerTable: Record<OAuthProviderId, ProviderEntry> = {
  kakao: {
    id: 'kakao',
    issuer: 'https://kauth.kakao.com',
    scopes: ['openid', 'profile_nickname', 'account_email'],
    profile: 'idToken',
    pkce: true,
    trustsEmailVerified: true,
  },
  naver: {
    id: 'naver',
    authorizationUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    profileUrl: 'https://openapi.naver.com/v1/nid/me',
    scopes: [],
    profile: 'profileApi',
    pkce: false,
    trustsEmailVerified: false,
  },
  google: {
    id: 'google',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    profile: 'idToken',
    pkce: true,
    trustsEmailVerified: true,
  },
  apple: {
    id: 'apple',
    issuer: 'https://appleid.apple.com',
    scopes: ['openid', 'name', 'email'],
    profile: 'idToken',
    pkce: false,
    formPost: true,
    trustsEmailVerified: true,
  },
  microsoft: {
    id: 'microsoft',
    // Personal Microsoft accounts; a work tenant is another issuer (OAUTH_MICROSOFT_ISSUER).
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    scopes: ['openid', 'email', 'profile'],
    profile: 'idToken',
    pkce: true,
    trustsEmailVerified: false,
  },
  github: {
    id: 'github',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    profileUrl: 'https://api.github.com',
    scopes: ['read:user', 'user:email'],
    profile: 'profileApi',
    pkce: false,
    trustsEmailVerified: true,
  },
  facebook: {
    id: 'facebook',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me',
    scopes: ['email', 'public_profile'],
    profile: 'profileApi',
    pkce: false,
    trustsEmailVerified: true,
  },
  line: {
    id: 'line',
    issuer: 'https://access.line.me',
    scopes: ['openid', 'profile', 'email'],
    profile: 'idToken',
    pkce: true,
    trustsEmailVerified: false,
  },
  oidc: {
    id: 'oidc',
    scopes: ['openid', 'email', 'profile'],
    profile: 'idToken',
    pkce: true,
    trustsEmailVerified: true,
  },
};

/** A person as a provider describes them, reduced to what an account needs. */
export interface SocialProfile {
  provider: OAuthProviderId;
  /** The provider's stable id for the person (`sub`, or the profile API's id). */
  subject: string;
  email: string | null;
  /** True only when the provider itself says it verified the address, and is trusted to. */
  emailVerified: boolean;
  name: string | null;
}
