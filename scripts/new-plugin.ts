// `npm run new-plugin -- <name>` creates plugins/<name>/: a working plugin with a screen, routes,
// a table, texts in ko/en/ja and its tests. `npm run new-plugin -- --quiz-type <name>` creates a
// quiz type registered with the workspace instead (like plugins/quiz-ordering). The templates are
// in scripts/new-plugin/templates; `--root <dir>` writes into another checkout of the repository.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.ts';
import { createPlugin, ScaffoldError } from './new-plugin/scaffold.ts';
import { quizTypeIdOf, spellingsOf } from './new-plugin/names.ts';

const usage = `Usage:
  npm run new-plugin -- <name>               a plugin with a screen, routes, a table and tests
  npm run new-plugin -- --quiz-type <name>   a quiz type registered with the workspace
Options:
  --root <dir>   the repository to write into (default: this one)
The name is lowercase kebab-case (e.g. reading-log), not taken and not a reserved word.`;

function parse() {
  return parseArgs({
    options: {
      'quiz-type': { type: 'boolean', default: false },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
}
let args: ReturnType<typeof parse>;
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
if (args.positionals.length !== 1) {
  console.error(`${args.positionals.length ? 'one name only' : 'no name given'}\n\n${usage}`);
  process.exit(2);
}

const name = args.positionals[0];
const kind = args.values['quiz-type'] ? 'quiz-type' : 'plugin';
const root = resolve(args.values.root ?? repoRoot);
try {
  const created = await createPlugin({ name, kind, root });
  const where = root === repoRoot ? '' : ` in ${root}`;
  const what =
    kind === 'plugin'
      ? 'a screen, three routes, a table, texts in ko/en/ja and its tests'
      : `the quiz type '${quizTypeIdOf(name)}' for the workspace, texts in ko/en/ja and its tests`;
  const lines = [`Created ${created.dir}/${where} (@seodang/plugin-${name}): ${what}`];
  for (const file of created.files) lines.push(`  ${file}`);
  if (created.updated.length) {
    lines.push('Updated:');
    for (const u of created.updated) lines.push(`  ${u.file}: ${u.what}`);
  }
  if (created.todo.length) {
    lines.push('Still to do by hand:');
    for (const step of created.todo) lines.push(`  - ${step}`);
  }
  const next: [command: string, why: string][] = [
    ['npm install', 'records the new workspace in package-lock.json (commit it with the plugin)'],
    [`npm run test:plugin -- ${name}`, 'type-checks it and runs its tests'],
    [`node scripts/build-web.ts && npm run test:plugin -- ${name} --e2e`, 'and its browser test'],
    [
      'npm start',
      kind === 'plugin'
        ? `then sign in as minjun and open http://localhost:3000/${name}`
        : `then sign in at http://school.localhost:3000 as sua.teacher, open /workspace/quiz/new and pick '${spellingsOf(name, kind, '').TypeTitle}'`,
    ],
  ];
  // Comments line up after the short commands; a long one just gets its comment after it.
  const width = Math.max(...next.map(([command]) => command.length).filter((n) => n <= 40));
  lines.push(`Next${process.cwd() === root ? '' : ` (in ${root})`}:`);
  for (const [command, why] of next) lines.push(`  ${command.padEnd(width)}  # ${why}`);
  lines.push(`Then edit plugins/${name}/README.md: say what the plugin is for.`);
  console.log(lines.join('\n'));
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new-plugin: ${error.message}`);
  process.exit(2);
}
