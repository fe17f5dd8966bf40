// s3rver ships no types: the part of its API the local S3 server uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** The part of a request's Koa context a middleware in front of s3rver's own reads and answers. */
  export interface S3rverContext {
    method: string;
    /** The path and query exactly as they arrived (still percent-encoded). */
    url: string;
    get(header: string): string;
    status: number;
    type: string;
    body: unknown;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Its Koa middleware, in order (composed when the server starts). */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
