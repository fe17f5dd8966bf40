// The types of s3rver are ours (it ships none): see local-s3.ts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import type { S3rverContext } from 's3rver';

const toBytes = (data: ArrayBuffer | ArrayBufferView) =>
  ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);

/** SHA-256 (or its HMAC under a key) in the shape the AWS signer takes, from node:crypto. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    const key = typeof secret === 'string' || secret === undefined ? secret : toBytes(secret);
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', key);
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : toBytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** `20260102T030405Z` as a date. */
const amzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

const signatureDoesNotMatch =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request ' +
  'signature we calculated does not match the signature you provided.</Message></Error>';

/**
 * A middleware for s3rver, which checks a presigned URL's expiry but not its SigV4 signature: it
 * signs the request again with the AWS SDK's own presigner (the same key, date and lifetime) and
 * refuses it, as S3 does, with 403 `SignatureDoesNotMatch` when the signatures differ. A URL
 * changed after signing (another object, a longer life, another file name) is then refused here too.
 */
export function presignedSignatureCheck(
  region: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
) {
  const presigner = new S3RequestPresigner({ region, credentials, sha256: NodeSha256 });
  return async (ctx: S3rverContext, next: () => Promise<void>): Promise<void> => {
    const url = new URL(ctx.url, 'http://local-s3');
    const { 'X-Amz-Signature': given, ...query } = Object.fromEntries(url.searchParams);
    if (query['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256' || given === undefined) return next();
    const host = new URL(`http://${ctx.get('host')}`);
    const signed = (query['X-Amz-SignedHeaders'] ?? 'host').split(';');
    const expected = await presigner.presign(
      {
        method: ctx.method,
        protocol: 'http:',
        hostname: host.hostname,
        port: host.port ? Number(host.port) : undefined,
        path: url.pathname,
        query,
        headers: Object.fromEntries(signed.map((name) => [name, ctx.get(name)])),
      },
      { signingDate: amzDate(query['X-Amz-Date'] ?? ''), expiresIn: Number(query['X-Amz-Expires']) },
    );
    if (expected.query?.['X-Amz-Signature'] === given) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = signatureDoesNotMatch;
  };
}
