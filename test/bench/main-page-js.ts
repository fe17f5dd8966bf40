// Gzipped JavaScript loaded by the public main page (goal ≤ 200 KB), beside the raw
// React + ReactDOM production bundle gzipped in the same run as a baseline.
// Usage: node test/bench/main-page-js.ts            (serves the built web itself)
//        SEODANG_URL=http://localhost:3000 node test/bench/main-page-js.ts   (a running core)
// Needs `node scripts/build-web.ts` first when it serves the build itself.
import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const require = createRequire(join(root, 'package.json'));
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A logged-out public main page, like core renders it, with every built remote. */
function pageHtml(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'shell/dist/manifest.json'), 'utf8')) as {
    js: string[];
    css: string[];
  };
  // Every plugin with a web half is a module of the one plugins container (scripts/build-web.ts).
  const plugins = existsSync(join(root, 'dist/web-plugins/remoteEntry.js'))
    ? readdirSync(join(root, 'plugins'))
        .filter((id) => existsSync(join(root, 'plugins', id, 'web/index.tsx')))
        .map((id) => ({
          id,
          scope: 'seodang_plugins',
          remoteEntry: '/plugins/remoteEntry.js',
          module: `./${id}`,
          services: [],
        }))
    : [];
  const data = {
    pageInfo: { isChannel: false, isMobile: false, channelData: {}, locale: 'ko', hostUrl: '', path: '/' },
    auth: { isLoggedIn: false, userData: null },
    capabilities: {
      services: { LECTURE: true, ASSESSMENT: true, RECRUITMENT: true },
      plugins,
      menuRestrictions: [],
    },
    head: {
      variant: 'default',
      siteName: 'Seodang',
      title: 'Seodang',
      channelTitle: '{channelName} - Seodang',
    },
    initialData: {},
  };
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>Seodang</title>${manifest.css
    .map((h) => `<link rel="stylesheet" href="${h}">`)
    .join(
      '',
    )}</head><body><div id="app"></div><script id="__SEODANG__" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>${manifest.js
    .map((s) => `<script defer src="${s}"></script>`)
    .join('')}</body></html>`;
}

function serveBuild(): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let file: string | null = null;
    if (path.startsWith('/assets/')) file = join(root, 'shell/dist', path.slice('/assets/'.length));
    if (path.startsWith('/plugins/')) file = join(root, 'dist/web-plugins', path.slice('/plugins/'.length));
    if (file) {
      if (!existsSync(file) || file.includes('..')) {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(readFileSync(file));
      return;
    }
    if (path.startsWith('/api/')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"err":{"code":"not_found","message":"-"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml());
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` }),
    ),
  );
}

/** React + ReactDOM (client) production builds, gzipped, as shipped on npm. */
function reactBaseline(): number {
  const react = readFileSync(join(require.resolve('react/package.json'), '../cjs/react.production.js'));
  const reactDom = readFileSync(
    join(require.resolve('react-dom/package.json'), '../cjs/react-dom-client.production.js'),
  );
  return gzipSync(react, { level: 9 }).length + gzipSync(reactDom, { level: 9 }).length;
}

async function main(): Promise<void> {
  const own = process.env.SEODANG_URL ? null : await serveBuild();
  const url = process.env.SEODANG_URL ?? own!.url;
  const browser = await puppeteer.launch({
    executablePath: chromium,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
      try {
        const body = await response.buffer();
        scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {
        // Redirects and aborted requests have no body.
      }
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="header-menu"] li', { timeout: 10_000 });
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const baseline = reactBaseline();
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`);
    console.log(`main page JavaScript: ${scripts.length} files, ${kb(total)} gzipped (goal ≤ 200 KB)`);
    console.log(`React + ReactDOM production alone: ${kb(baseline)} gzipped`);
    console.log(`ratio main page / React+ReactDOM: ${(total / baseline).toFixed(2)}`);
    if (total > 200 * 1024) process.exitCode = 1;
  } finally {
    await browser.close();
    own?.server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
