// The judge's command line (implementation in ./cli/).
import { main } from './cli/main.ts';

process.exitCode = await main(process.argv.slice(2));
