// WebSocket upgrade requests to /api/realtime that a browser would not send (or a hostile page would).
import { connect } from 'node:net';
import type { Persona } from './app.ts';

/** One upgrade attempt. */
export interface UpgradeCase {
  persona: Persona;
  what: string;
  path: string;
  headers: Record<string, string>;
}

const key = 'dGhlIHNhbXBsZSBub25jZQ==';

/** Odd upgrade headers (Origin null, garbage keys and versions, no Upgrade) for each caller. */
export function upgradeRequests(personas: Persona[]): UpgradeCase[] {
  const out: UpgradeCase[] = [];
  for (const persona of personas) {
    const base = {
      host: persona.host,
      cookie: persona.cookie,
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': key,
      origin: `http://${persona.host}`,
    };
    const variants: [string, Record<string, string>, string?][] = [
      ['Origin null', { ...base, origin: 'null' }],
      ['foreign Origin', { ...base, origin: 'https://evil.example' }],
      ['no Origin', Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'origin'))],
      ['garbage Sec-WebSocket-Key', { ...base, 'sec-websocket-key': '%%%garbage\u0001' }],
      [
        'no Sec-WebSocket-Key',
        Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'sec-websocket-key')),
      ],
      ['Sec-WebSocket-Version 99', { ...base, 'sec-websocket-version': '99' }],
      ['Upgrade: garbage', { ...base, upgrade: 'h2c\u0001garbage' }],
      [
        'garbage extensions and protocols',
        { ...base, 'sec-websocket-extensions': ';;;=,', 'sec-websocket-protocol': ',,\u0001' },
      ],
      ['garbage cookie', { ...base, cookie: 'sd_sid=%zz%00; sd_csrf=\u0001' }],
      ['odd query', base, '/api/realtime?topic=%zz&x=\u0000'],
      ['path with a trailing slash', base, '/api/realtime/'],
    ];
    for (const [what, headers, path] of variants)
      out.push({ persona, what, path: path ?? '/api/realtime', headers });
  }
  return out;
}

/** Sends an upgrade request on a raw socket; resolves with the status of the answer (0: none), then closes. */
export function upgrade(baseUrl: string, headers: Record<string, string>, path: string): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let data = '';
    const done = (status: number) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(
      () => done(data ? Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0) : 0),
      5_000,
    );
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (m) done(Number(m[1]));
    });
    socket.on('error', () => done(0));
    socket.on('close', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
    socket.write(Buffer.from(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}
