// The part of oidc-provider's API the demo provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface OidcContext {
    oidc: {
      provider: Provider;
      session?: { accountId?: string };
      client?: { clientId: string };
    };
  }
  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    scopes?: string[];
    features?: Record<string, unknown>;
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    findAccount?: (ctx: OidcContext, sub: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    Grant: new (init: { clientId: string; accountId: string }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
