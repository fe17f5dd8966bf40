/** docker driver — placeholder replaced below. */
import type { DriverStatus, SandboxDriver, SandboxResult, SandboxRunSpec } from './types.ts';
export class DockerDriver implements SandboxDriver {
  readonly name = 'docker' as const;
  constructor(_o: { slots: number }) {}
  async status(): Promise<DriverStatus> { return { available: false, reason: 'not implemented' }; }
  async run(_s: SandboxRunSpec): Promise<SandboxResult> { throw new Error('docker unavailable'); }
  async close(): Promise<void> {}
}
