// Walks the demo provider's pages as a browser would (its cookies, its sign-in form), for tests
// that need a real authorization code without a browser.

/** Where the provider finally sent the browser: core's callback URL with code (or error) and state. */
export async function walkDemoSignIn(
  authorizationUrl: string,
  /** The demo account to sign in as; null cancels on the sign-in page (denied consent). */
  login: string | null,
  callbackPrefix: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 15; step++) {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    init = {};
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(callbackPrefix)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`unexpected page from the demo provider (${res.status}): ${html.slice(0, 300)}`);
    if (login === null) {
      url = new URL(abort!, url);
      continue;
    }
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt, login, password: 'demo' }).toString(),
    };
  }
  throw new Error('the demo provider did not come back to the callback');
}
