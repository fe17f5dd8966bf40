/** nsjail driver — placeholder replaced below. */
import type { DriverStatus, SandboxDriver, SandboxResult, SandboxRunSpec } from './types.ts';
export class NsjailDriver implements SandboxDriver {
  readonly name = 'nsjail' as const;
  constructor(_o: { slots: number }) {}
  async status(): Promise<DriverStatus> { return { available: false, reason: 'not implemented' }; }
  async run(_s: SandboxRunSpec): Promise<SandboxResult> { throw new Error('nsjail unavailable'); }
  async close(): Promise<void> {}
}
