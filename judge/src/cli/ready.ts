/** Commands that run programs need a prepared root filesystem. */
import { readStamp } from '../languages/versions.ts';
import { rootfsDir } from '../paths.ts';
import { createJudge, type Judge } from '../judge.ts';

/** A judge on the default driver, or an error telling the operator to run prepare. */
export async function readyJudge(slots?: number): Promise<Judge> {
  if (!readStamp())
    throw new Error(
      `the judge root filesystem is not prepared at ${rootfsDir()}: run \`npx seodang-judge prepare\``,
    );
  const judge = createJudge({ slots });
  const status = await judge.driver.status();
  if (!status.available) throw new Error(`sandbox driver ${judge.driver.name} unavailable: ${status.reason}`);
  return judge;
}
