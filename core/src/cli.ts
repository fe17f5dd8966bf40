// Operator commands: `node core/src/cli.ts migrate | seed`.
import { loadConfigOrExit } from './config-or-exit.ts';
import { createCore } from './core.ts';
import { createLogger } from './logger.ts';
import { seedDemo } from './seed/demo.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: node core/src/cli.ts migrate | seed');
  process.exit(2);
}

const config = loadConfigOrExit();

const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const core = await createCore({ config, log });
try {
  if (command === 'migrate') {
    await core.migrate();
    console.error('migrations are up to date');
  } else {
    await core.migrate();
    const summary = await seedDemo(core);
    console.error(`demo data ready: ${summary}`);
  }
} finally {
  await core.stop();
}
