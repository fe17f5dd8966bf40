// The test provider as a process: `node plugins/commerce/testing/test-pg/main.ts --port 8790
// --data-dir .data/dev/test-pg`. Prints one JSON line `{ "url", "port" }` once it listens and
// stops on SIGINT or SIGTERM.
import { parseArgs } from 'node:util';
import { startTestPg } from './server.ts';

/** The secret key when neither --secret-key nor TEST_PG_SECRET_KEY gives one. */
export const defaultSecretKey = 'test_sk_seodang_local';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    'secret-key': { type: 'string' },
    'webhook-url': { type: 'string' },
    'public-url': { type: 'string' },
    'hang-ms': { type: 'string' },
    control: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'node plugins/commerce/testing/test-pg/main.ts [--port N] [--host H] [--data-dir DIR] [--secret-key KEY]\n' +
      '  [--webhook-url URL] [--public-url URL] [--hang-ms MS] [--control]\n',
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`test-pg: --port must be 0-65535, not ${values.port}\n`);
  process.exit(2);
}

const pg = await startTestPg({
  port,
  host: values.host,
  secretKey: values['secret-key'] ?? process.env.TEST_PG_SECRET_KEY ?? defaultSecretKey,
  webhookUrl: values['webhook-url'] ?? null,
  publicUrl: values['public-url'],
  dataDir: values['data-dir'],
  hangMs: values['hang-ms'] === undefined ? undefined : Number(values['hang-ms']),
  control: values.control,
});
process.stdout.write(`${JSON.stringify({ url: pg.url, port: pg.port })}\n`);

const stop = () => {
  pg.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`test-pg: ${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
