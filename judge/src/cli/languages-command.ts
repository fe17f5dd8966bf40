/** `languages [--json]`. */
import { parse, printJson } from './args.ts';
import { languageOptions } from '../languages/versions.ts';

/** Lists the languages. */
export async function languagesCommand(args: string[]): Promise<number> {
  const { values } = parse(args, { json: { type: 'boolean' } });
  const list = languageOptions().map(({ value, label, langVersion, available, reason }) => ({
    value,
    label,
    langVersion,
    available,
    ...(reason ? { reason } : {}),
  }));
  if (values.json) printJson(list);
  else {
    for (const l of list) {
      console.log(
        `${l.value.padEnd(11)} ${l.label.padEnd(12)} ${l.available ? l.langVersion : `unavailable: ${l.reason}`}`,
      );
    }
  }
  return 0;
}
