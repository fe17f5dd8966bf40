// The Janus configuration of the Kubernetes manifests (deploy/kubernetes/base/janus-config.yaml),
// run for real: its init script fills in secrets full of characters that break naive quoting, and
// Debian's Janus starts from the result, takes the RTP range, accepts the tokens core signs with
// that secret and creates rooms only with that admin key. Only the ports and the config folder are
// changed, to private ones.
import test from 'ava';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { janusToken } from '../../core/src/media/janus-auth.ts';
import { freePort, killProcess, waitFor } from './fault/processes.ts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const files = (
  parse(readFileSync(join(root, 'deploy/kubernetes/base/janus-config.yaml'), 'utf8')) as {
    data: Record<string, string>;
  }
).data;

// Each breaks a sed replacement, a shell word or a libconfig string if spliced in unescaped.
const tokenSecret = `to|ken&"sec\\ret$HOME'/x`;
const adminKey = `ad"min\\"&|key`;

/** The ConfigMap's files in `dir`, with Janus's ports and config folder moved to private ones. */
function writeTemplate(dir: string, ports: { http: number; ws: number }, configFolder: string): void {
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files))
    writeFileSync(
      join(dir, name),
      text
        .replace(/^(\s*port\s*=\s*)\d+/m, `$1${ports.http}`)
        .replace(/^(\s*ws_port\s*=\s*)\d+/m, `$1${ports.ws}`)
        .replace(/^(\s*configs_folder\s*=\s*)".*"/m, `$1"${configFolder}"`),
    );
}

const writeConfig = (template: string, out: string, env: Record<string, string>) =>
  spawnSync(process.execPath, [join(template, 'write-config.mjs'), template, out], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });

/** Core's token for `secret`, as core/src/media/janus-auth.ts signs it from JANUS_TOKEN_SECRET. */
function tokenSignedWith(secret: string): string {
  const before = process.env.JANUS_TOKEN_SECRET;
  process.env.JANUS_TOKEN_SECRET = secret;
  try {
    return janusToken(Date.now() + 60_000)!;
  } finally {
    if (before === undefined) delete process.env.JANUS_TOKEN_SECRET;
    else process.env.JANUS_TOKEN_SECRET = before;
  }
}

/** The parts of Janus's answers this test reads. */
interface JanusReply {
  janus: string;
  error?: { code: number };
  data?: { id: number };
  plugindata?: { data?: { videoroom?: string } };
}

async function janusCall(url: string, body: Record<string, unknown>): Promise<JanusReply> {
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ transaction: crypto.randomUUID(), ...body }),
  });
  return (await res.json()) as JanusReply;
}

test('the init script refuses a missing secret instead of writing a Janus without it', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'seodang-janus-k8s-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeTemplate(join(dir, 'template'), { http: 8088, ws: 8188 }, join(dir, 'out'));
  mkdirSync(join(dir, 'out'));
  const run = writeConfig(join(dir, 'template'), join(dir, 'out'), { JANUS_TOKEN_SECRET: tokenSecret });
  t.not(run.status, 0);
  t.regex(run.stderr, /JANUS_ADMIN_KEY is not set/);
  const control = writeConfig(join(dir, 'template'), join(dir, 'out'), {
    JANUS_TOKEN_SECRET: 'line\nbreak',
    JANUS_ADMIN_KEY: adminKey,
  });
  t.regex(control.stderr, /JANUS_TOKEN_SECRET holds a control character/);
});

test('Janus starts from the manifests’ config with quoting-hostile secrets, and takes core’s token and admin key', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'seodang-janus-k8s-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const ports = { http: await freePort(), ws: await freePort() };
  const template = join(dir, 'template');
  const out = join(dir, 'out');
  writeTemplate(template, ports, out);
  mkdirSync(out);
  const run = writeConfig(template, out, { JANUS_TOKEN_SECRET: tokenSecret, JANUS_ADMIN_KEY: adminKey });
  t.is(run.status, 0, run.stderr);
  t.false(readFileSync(join(out, 'janus.jcfg'), 'utf8').includes('@JANUS_TOKEN_SECRET@'));

  const janus = spawn('janus', ['-C', join(out, 'janus.jcfg'), '-F', out, '-o'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.teardown(() => killProcess(janus, 'SIGKILL'));
  let log = '';
  janus.stdout.on('data', (d: Buffer) => (log += d.toString()));
  janus.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const api = `http://127.0.0.1:${ports.http}/janus`;
  await waitFor('Janus to answer /janus/info', async () => {
    if (janus.exitCode !== null) throw new Error(`janus exited with ${janus.exitCode}:\n${log}`);
    return (await fetch(`${api}/info`).catch(() => null))?.ok === true;
  });
  const info = (await (await fetch(`${api}/info`)).json()) as {
    auth_token: boolean;
    plugins: Record<string, unknown>;
  };
  t.true(info.auth_token, 'token auth on');
  t.deepEqual(Object.keys(info.plugins), ['janus.plugin.videoroom']);
  t.regex(log, /RTP port range: 20000 -- 20999/);

  // Only a token signed with the Secret's value opens a session.
  const refused = await janusCall(api, { janus: 'create', token: tokenSignedWith('another secret') });
  t.is(refused.error?.code, 403);
  const token = tokenSignedWith(tokenSecret);
  const session = await janusCall(api, { janus: 'create', token });
  t.is(session.janus, 'success', JSON.stringify(session));
  const handle = await janusCall(`${api}/${session.data!.id}`, {
    janus: 'attach',
    plugin: 'janus.plugin.videoroom',
    token,
  });
  t.is(handle.janus, 'success', JSON.stringify(handle));

  // Only the Secret's admin key creates a room.
  const create = (key: string) =>
    janusCall(`${api}/${session.data!.id}/${handle.data!.id}`, {
      janus: 'message',
      token,
      body: { request: 'create', room: 4242, admin_key: key },
    });
  t.not((await create('ad"min')).plugindata?.data?.videoroom, 'created');
  t.is((await create(adminKey)).plugindata?.data?.videoroom, 'created');
});
