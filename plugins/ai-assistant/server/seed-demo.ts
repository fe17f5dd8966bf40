import type { SeedContext } from '@seodang/sdk';
import { seedAiAssistant } from './seed.ts';
import { seedAiRegister } from './seed-register.ts';

/** The assistant's whole demo: its settings and quota, then thirty days of the register with ratings. */
export async function seedAiDemo(ctx: SeedContext): Promise<void> {
  await seedAiAssistant(ctx);
  await seedAiRegister(ctx);
}
