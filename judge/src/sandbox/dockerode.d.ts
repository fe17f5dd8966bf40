// The parts of dockerode the Docker driver uses (the package ships no types).
declare module 'dockerode' {
  import type { Duplex, Writable } from 'node:stream';

  namespace Docker {
    interface Exec {
      start(opts: { hijack: boolean; stdin: boolean }): Promise<Duplex>;
      inspect(): Promise<{ ExitCode: number | null; Running: boolean; Pid: number }>;
    }
    interface Container {
      id: string;
      start(): Promise<unknown>;
      inspect(): Promise<{ Id: string; State: { Pid: number; Running: boolean } }>;
      exec(opts: Record<string, unknown>): Promise<Exec>;
      kill(): Promise<unknown>;
      remove(opts: { force: boolean }): Promise<unknown>;
    }
  }

  class Docker {
    constructor(opts?: Record<string, unknown>);
    ping(): Promise<unknown>;
    info(): Promise<{ CgroupDriver: string }>;
    getImage(name: string): {
      inspect(): Promise<unknown>;
      remove(opts: { force: boolean }): Promise<unknown>;
    };
    listImages(opts: { filters: string }): Promise<Array<{ Id: string; RepoTags?: string[] | null }>>;
    importImage(
      file: string | NodeJS.ReadableStream,
      opts: { repo: string; tag: string },
    ): Promise<NodeJS.ReadableStream>;
    createContainer(opts: Record<string, unknown>): Promise<Docker.Container>;
    getContainer(id: string): Docker.Container;
    listContainers(opts: {
      all: boolean;
      filters: string;
    }): Promise<Array<{ Id: string; Labels: Record<string, string> }>>;
    modem: {
      followProgress(stream: NodeJS.ReadableStream, done: (err: Error | null) => void): void;
      demuxStream(stream: Duplex, stdout: Writable, stderr: Writable): void;
    };
  }

  export default Docker;
}
