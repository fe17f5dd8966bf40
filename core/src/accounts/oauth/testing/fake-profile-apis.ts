// A local stand-in for the OAuth 2.0 providers without ID tokens (Naver, GitHub, Facebook): an
// authorize page that approves at once, a token endpoint and each provider's documented profile
// response, for tests of the profile adapters through the real sign-in routes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthClientConfig } from '@seodang/config';

/** The person each fake provider describes. */
export interface FakePerson {
  id: string;
  email: string;
  name: string;
  /** GitHub's `verified` flag of the primary address. */
  verified?: boolean;
}

export interface FakeProfileApis {
  url: string;
  /** The configuration entries (`oauth.providers`) that point the three providers here. */
  providers: Record<'naver' | 'github' | 'facebook', OAuthClientConfig>;
  stop(): Promise<void>;
}

/** Starts the fake on 127.0.0.1; `people` says who signs in at each provider. */
export async function startFakeProfileApis(people: Record<'naver' | 'github' | 'facebook', FakePerson>) {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const [, provider, ...rest] = url.pathname.split('/');
    const person = people[provider as keyof typeof people];
    const path = `/${rest.join('/')}`;
    if (!person) return json(404, { error: 'not_found' });
    if (path === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', `code-${provider}`);
      back.searchParams.set('state', url.searchParams.get('state')!);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (path === '/token' && req.method === 'POST') {
      // Naver documents expires_in as a string; the others as a number or not at all.
      if (provider === 'naver')
        return json(200, {
          access_token: 'tok-naver',
          refresh_token: 'r',
          token_type: 'bearer',
          expires_in: '3600',
        });
      if (provider === 'github')
        return json(200, { access_token: 'tok-github', scope: 'read:user,user:email', token_type: 'bearer' });
      return json(200, { access_token: 'tok-facebook', token_type: 'bearer', expires_in: 5183944 });
    }
    if (req.headers.authorization !== `Bearer tok-${provider}`)
      return json(401, { message: 'Bad credentials' });
    if (provider === 'naver' && path === '/v1/nid/me')
      return json(200, {
        resultcode: '00',
        message: 'success',
        response: { id: person.id, email: person.email, name: person.name, nickname: 'nick' },
      });
    if (provider === 'github' && path === '/user')
      return json(200, { id: Number(person.id), login: `gh-${person.id}`, name: person.name, email: null });
    if (provider === 'github' && path === '/user/emails')
      return json(200, [
        { email: `old-${person.email}`, primary: false, verified: true, visibility: null },
        { email: person.email, primary: true, verified: person.verified ?? true, visibility: 'private' },
      ]);
    if (provider === 'facebook' && path === '/me')
      return json(200, { id: person.id, name: person.name, email: person.email });
    return json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entry = (id: string, profileUrl: string): OAuthClientConfig => ({
    clientId: `${id}-client`,
    clientSecret: `${id}-secret`,
    authorizationUrl: `${url}/${id}/authorize`,
    tokenUrl: `${url}/${id}/token`,
    profileUrl,
  });
  const fake: FakeProfileApis = {
    url,
    providers: {
      naver: entry('naver', `${url}/naver/v1/nid/me`),
      github: entry('github', `${url}/github`),
      facebook: entry('facebook', `${url}/facebook/me`),
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
