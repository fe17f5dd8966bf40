// The parts of dockerode the Docker driver uses (the package ships no types).
declare module 'dockerode' {
  import type { Duplex, Writable } from 'node:stream';

  namespace Docker {
    interface Exec {
      start(opts: { hijack: boolean; stdin: boolean }): Promise<Duplex>;
      inspect(): Promise<{ ExitCode: number | null; Running: boolean }>;
    }
    interface Container {
      start(): Promise<unknown>;
      update(opts: Record<string, unknown>): Promise<unknown>;
      exec(opts: Record<string, unknown>): Promise<Exec>;
      stats(opts: { stream: false }): Promise<unknown>;
      remove(opts: { force: boolean }): Promise<unknown>;
    }
  }

  class Docker {
    constructor(opts?: Record<string, unknown>);
    ping(): Promise<unknown>;
    getImage(name: string): { inspect(): Promise<unknown> };
    importImage(file: string | NodeJS.ReadableStream, opts: { repo: string; tag: string }): Promise<NodeJS.ReadableStream>;
    createContainer(opts: Record<string, unknown>): Promise<Docker.Container>;
    modem: {
      followProgress(stream: NodeJS.ReadableStream, done: (err: Error | null) => void): void;
      demuxStream(stream: Duplex, stdout: Writable, stderr: Writable): void;
    };
  }

  export default Docker;
}
