import { request as httpRequest } from 'node:http';

/** One HTTP exchange with node:http (fetch may not set Host, which channels need), as a Response. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
            h.append(name, v);
        }
        const status = res.statusCode ?? 500;
        const nullBody = status === 204 || status === 304 || method === 'HEAD';
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: h }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely on purpose */
/**
 * A small HTTP client for tests that behaves like a browser tab: it keeps cookies,
 * echoes the CSRF cookie in `x-csrf-token`, and can pose as another Host (a channel).
 */
export class TestClient {
  readonly baseUrl: string;
  readonly host: string | undefined;
  private cookies = new Map<string, string>();
  locale: string | undefined;

  constructor(baseUrl: string, options: { host?: string; locale?: string } = {}) {
    this.baseUrl = baseUrl;
    this.host = options.host;
    this.locale = options.locale;
    // Like the shell's language switch: the cookie beats a saved account locale.
    if (options.locale) this.cookies.set('sd_locale', options.locale);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends a request; JSON bodies are encoded, the CSRF header added for writes. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.host) h.host = this.host;
    if (this.locale) h['accept-language'] = this.locale;
    if (method !== 'GET' && this.cookies.has('sd_csrf') && !('x-csrf-token' in h))
      h['x-csrf-token'] = this.cookies.get('sd_csrf')!;
    let payload: string | Buffer | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
      // node:http sends DELETE bodies neither chunked nor sized unless told the length.
      h['content-length'] = String(Buffer.byteLength(payload));
    }
    const res = await send(`${this.baseUrl}${path}`, method, h, payload);
    this.store(res);
    return res;
  }

  /** Sends files (and text fields) as `multipart/form-data`, like a form's file input. */
  async upload(
    method: string,
    path: string,
    parts: Record<string, string | { name: string; type: string; bytes: Uint8Array }>,
  ): Promise<{ status: number; body: any }> {
    const boundary = `----seodang${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const [field, part] of Object.entries(parts)) {
      const head =
        typeof part === 'string'
          ? `Content-Disposition: form-data; name="${field}"`
          : `Content-Disposition: form-data; name="${field}"; filename="${part.name}"\r\nContent-Type: ${part.type}`;
      chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
      chunks.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part.bytes));
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await this.request(method, path, Buffer.concat(chunks), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** Loads a page first, which gives the tab its CSRF cookie. */
  async open(path = '/'): Promise<Response> {
    return this.request('GET', path);
  }

  async json<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    if (method !== 'GET' && !this.cookies.has('sd_csrf')) await this.open('/login');
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  get<T = any>(path: string) {
    return this.json<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.json<T>('POST', path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.json<T>('PUT', path, body ?? {});
  }
  delete<T = any>(path: string, body?: unknown) {
    return this.json<T>('DELETE', path, body);
  }

  /** Logs in; throws with the server's answer when it fails. */
  async login(userId: string, password: string): Promise<void> {
    const res = await this.post('/api/auth/login', { userId, password });
    if (res.status !== 200)
      throw new Error(`login ${userId} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
