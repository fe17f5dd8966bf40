// Credential verification benchmark: `POST /api/credentials/verify` (core's request path, the
// credentials plugin's verifier: format, signature against our JWKS only, 1EdTech's schema,
// validity, and the revocation bit read from the status list after that list's own signature
// checks) for one issued VC-JWT, at 50 concurrent connections, against a bare `jose.jwtVerify` of
// the same JWT with its public key already imported, 50 at a time, in the same run. Prints
// verifications per second and p50/p99 of both and their ratios; no threshold.
//
// The load runs in a worker thread (autocannon); the route's per-address budget (made for one
// verifier) is kept out of the way by giving each request its own X-Forwarded-For address.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/credential-verify.ts
//      (or `npm run bench -- credential-verify`)
// Knobs: BENCH_SECONDS (10 per round), BENCH_ROUNDS (2; medians), BENCH_CONNECTIONS (50).
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { startCredentialsFixture } from '../../plugins/credentials/testing/fixture.ts';
import { loadUrl, median, type LoadResult } from './support/http-load.ts';
import { percentile } from './support/timing.ts';

process.env.TRUST_PROXY = '1';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const resultPrefix = 'BENCH-RESULT ';

/** `concurrency` loops verifying the JWT for `ms`: verifications per second and latencies. */
async function bareVerify(run: () => Promise<unknown>, ms: number, concurrency: number) {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const s = performance.now();
        await run();
        latencies.push(performance.now() - s);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main(): Promise<void> {
  const f = await startCredentialsFixture();
  try {
    const { jwt } = await f.issue();
    const body = JSON.stringify({ credential: jwt });
    const url = `${f.app.url}/api/credentials/verify`;
    const headers = { host: `${f.school.host}:${f.app.port}` };
    // Check once: the route answers Valid with every check passed.
    const once = await (await f.as('anonymous')).post('/api/credentials/verify', { credential: jwt });
    if (once.status !== 200 || once.body.data.state !== 'valid')
      throw new Error(`verify answered ${once.status} ${JSON.stringify(once.body)}`);
    // The bare baseline: the same JWT, its key imported once.
    const { kid } = decodeProtectedHeader(jwt);
    const jwks = (await (await f.as('anonymous')).get('/api/credentials/jwks.json')).body as { keys: JWK[] };
    const jwk = jwks.keys.find((k) => k.kid === kid);
    if (!jwk) throw new Error(`no key ${kid} in the JWKS`);
    const key = await importJWK(jwk, jwk.alg ?? 'RS256');
    const bare = () => jwtVerify(jwt, key, { algorithms: ['RS256', 'EdDSA'] });
    await bare();

    const spec = { url, connections, headers, method: 'POST' as const, body, distinctAddresses: true };
    await loadUrl({ ...spec, seconds: Math.min(3, seconds) }); // warm-up (JIT, pools)
    await bareVerify(bare, 1_000, connections);
    const route: LoadResult[] = [];
    const bareRuns: Awaited<ReturnType<typeof bareVerify>>[] = [];
    for (let n = 0; n < rounds; n++) {
      const res = await loadUrl({ ...spec, seconds });
      if (res.non2xx || res.errors)
        throw new Error(`verify load: ${res.non2xx} non-2xx, ${res.errors} errors`);
      route.push(res);
      bareRuns.push(await bareVerify(bare, seconds * 1000, connections));
    }
    const r = {
      rps: median(route.map((x) => x.rps)),
      p50: median(route.map((x) => x.p50)),
      p99: median(route.map((x) => x.p99)),
    };
    const b = {
      rps: median(bareRuns.map((x) => x.rps)),
      p50: median(bareRuns.map((x) => x.p50)),
      p99: median(bareRuns.map((x) => x.p99)),
    };
    console.log(`credential-verify benchmark: ${connections} connections, ${rounds} × ${seconds} s`);
    console.log(
      `POST /api/credentials/verify: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    );
    console.log(
      `bare jose.jwtVerify: ${b.rps.toFixed(0)} /s, p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms`,
    );
    console.log(`ratio req/s route / bare: ${(r.rps / b.rps).toFixed(3)}`);
    const rows = [
      {
        figure: `POST /api/credentials/verify req/s @${connections}`,
        value: r.rps.toFixed(0),
        baseline: `${b.rps.toFixed(0)} (bare jose.jwtVerify)`,
        ratio: `${(r.rps / b.rps).toFixed(3)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: `POST /api/credentials/verify p99 @${connections}`,
        value: `${r.p99.toFixed(1)} ms`,
        baseline: `${b.p99.toFixed(1)} ms (bare jose.jwtVerify)`,
        ratio: `${(r.p99 / b.p99).toFixed(1)}×`,
        goal: '-',
        met: null,
      },
    ];
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    await f.app.stop();
  }
}

await main();
