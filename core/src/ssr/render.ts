import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeEntities } from '@seodang/sdk/common';
import type { PageHead } from './head.ts';

const manifestPath = fileURLToPath(new URL('../../../shell/dist/manifest.json', import.meta.url));

let cached: { mtime: number; assets: { js: string[]; css: string[] } } | null = null;

/** The shell's entry files, from the build manifest (re-read when the build changes). */
export function shellAssets(): { js: string[]; css: string[] } | null {
  if (!existsSync(manifestPath)) return null;
  const mtime = statSync(manifestPath).mtimeMs;
  if (cached?.mtime !== mtime) cached = { mtime, assets: JSON.parse(readFileSync(manifestPath, 'utf8')) };
  return cached.assets;
}

/** JSON safe inside a <script> element: nothing can close the tag or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => encodeEntities(s);

/** The server-rendered start page: head of the chosen variant, `#app`, and the page data. */
export function renderPage(input: {
  head: PageHead;
  locale: string;
  data: unknown;
  nonce: string;
  theme?: string;
}): string {
  const { head } = input;
  const assets = shellAssets();
  const css = (assets?.css ?? []).map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join('');
  const js = (assets?.js ?? []).map((src) => `<script defer src="${attr(src)}"></script>`).join('');
  const missing = assets
    ? ''
    : '<p style="font-family:sans-serif;padding:2rem">The web app is not built yet. Run <code>npm start</code>, which builds it.</p>';
  return `<!doctype html>
<html lang="${attr(input.locale)}" data-head-variant="${head.variant}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attr(head.documentTitle)}</title>
<meta name="description" content="${attr(head.description)}">
<link rel="canonical" href="${attr(head.canonicalUrl)}">
<link rel="icon" href="${attr(head.faviconPath)}">
<meta property="og:site_name" content="${attr(head.siteName)}">
<meta property="og:title" content="${attr(head.documentTitle)}">
<meta property="og:description" content="${attr(head.description)}">
<meta property="og:image" content="${attr(head.shareImage)}">
<meta property="og:url" content="${attr(head.canonicalUrl)}">
<meta name="application-name" content="${attr(head.itemName)}">
${css}
</head>
<body>
<div id="app">${missing}</div>
<script id="__SEODANG__" type="application/json" nonce="${input.nonce}">${scriptJson(input.data)}</script>
${js}
</body>
</html>`;
}
