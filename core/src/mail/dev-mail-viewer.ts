import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Router from '@koa/router';
import { encodeEntities as e } from '@seodang/sdk/common';

interface IndexEntry {
  id: string;
  from: string;
  to: string[];
  subject: string;
  receivedAt: string;
}

const mailId = /^\d{1,15}-\d{1,9}$/;
// The viewer's own pages run no script; a mail's HTML is shown only inside a sandboxed frame.
const policy =
  "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd}iframe{width:100%;height:70vh;border:1px solid #ccc}
pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style></head><body>${body}</body></html>`;

async function readIndex(dir: string): Promise<IndexEntry[]> {
  try {
    return JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as IndexEntry[];
  } catch {
    return [];
  }
}

/**
 * The developer mail viewer `/dev/mail`: the local mail catcher's mail (its `index.json`, newest
 * first) and each mail with its headers, its text and its HTML in a sandboxed frame (no script,
 * no same origin; a link opens at the top or in a new tab). Core mounts it only outside
 * production and only when a catcher folder is configured (`mailCatcherDir`).
 */
export function devMailViewer(dir: string): Router {
  const router = new Router();
  router.get('/dev/mail', async (ctx) => {
    const rows = (await readIndex(dir))
      .map(
        (m) =>
          `<tr><td><a href="/dev/mail/${e(m.id)}">${e(m.subject || '(no subject)')}</a></td><td>${e(m.to.join(', '))}</td><td>${e(m.from)}</td><td>${e(m.receivedAt)}</td></tr>`,
      )
      .join('');
    ctx.set('Content-Security-Policy', policy);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = page(
      'Mail caught locally',
      `<h1>Mail caught locally</h1><p>Nothing here was delivered; the files are in the catcher's folder.</p>
<table><thead><tr><th>Subject</th><th>To</th><th>From</th><th>Received</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`,
    );
  });
  router.get('/dev/mail/:id', async (ctx) => {
    const { id } = ctx.params;
    const entry = mailId.test(id) ? (await readIndex(dir)).find((m) => m.id === id) : undefined;
    if (!entry) {
      ctx.status = 404;
      return;
    }
    const { simpleParser } = await import('mailparser'); // loaded with the first mail shown
    const parsed = await simpleParser(await readFile(join(dir, `${id}.eml`)));
    const html = parsed.html || `<pre>${e(parsed.text ?? '')}</pre>`;
    ctx.set('Content-Security-Policy', policy);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = page(
      entry.subject,
      `<p><a href="/dev/mail">← All mail</a></p><h1>${e(entry.subject)}</h1>
<p>From ${e(entry.from)} to ${e(entry.to.join(', '))}, ${e(entry.receivedAt)}</p>
<iframe title="${e(entry.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${e(html)}"></iframe>
<h2>Text</h2><pre>${e(parsed.text ?? '')}</pre>`,
    );
  });
  return router;
}
