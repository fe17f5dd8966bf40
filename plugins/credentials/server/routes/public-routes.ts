import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { credentialInput } from '../../common/index.ts';
import { issuerProfile } from '../issuer.ts';
import { jwksFor } from '../signing/keys.ts';
import { currentStatusList } from '../status/status-credential.ts';
import { verifyAnswer } from '../verify/answer.ts';
import { credentialFromPdf } from '../verify/pdf-credential.ts';
import { verifyCredential } from '../verify/verify.ts';

/** Anyone, anywhere may read keys, issuers and status lists: verifiers are other sites. */
const openToEveryOrigin = (rc: RequestContext) => rc.header('access-control-allow-origin', '*');

/** Settings every route here shares: they outlive the service's switch and need no membership. */
const publicRoute = {
  access: 'public' as const,
  service: null,
  channelPublic: true,
  tags: ['credentials'],
};

/**
 * The verifier's side of credentials: the JWKS (retired keys included), the issuer's profile, the
 * signed status lists and the verify endpoint.
 */
export function registerPublicRoutes(env: RegisterEnv, siteName: () => string): void {
  env.route({
    ...publicRoute,
    method: 'GET',
    path: '/api/credentials/jwks.json',
    summary: 'The public keys credentials are signed with, retired ones included',
    async handler(_input, rc) {
      openToEveryOrigin(rc);
      rc.header('cache-control', 'public, max-age=300');
      return jwksFor(rc.db, rc.origin);
    },
  });

  env.route({
    ...publicRoute,
    method: 'GET',
    path: '/api/credentials/issuer',
    summary: "The issuer's Open Badges profile: the channel, or the public site",
    async handler(_input, rc) {
      openToEveryOrigin(rc);
      return issuerProfile(rc, siteName());
    },
  });

  env.route({
    ...publicRoute,
    method: 'GET',
    path: '/api/credentials/status/:listId',
    summary: 'A signed Bitstring Status List of revocations (VC-JWT)',
    params: z.object({ listId: idSchema }),
    async handler({ params }, rc) {
      const list = await rc
        .db('credentials_status_lists')
        .where({ id: params.listId })
        .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
        .first();
      if (!list) throw new AppError(404, 'status_list_not_found', 'credentials.error.status_list_not_found');
      const jwt = await currentStatusList(rc.db, rc.origin, params.listId);
      openToEveryOrigin(rc);
      rc.header('cache-control', 'public, max-age=300');
      const raw = rc.raw as { body: unknown; type: string };
      raw.type = 'application/vc+jwt';
      raw.body = jwt;
      return undefined;
    },
  });

  env.route({
    ...publicRoute,
    method: 'POST',
    path: '/api/credentials/verify',
    summary:
      'Verify a credential (VC-JWT, or one of our certificate PDFs as base64): each check and one state',
    // Other sites' verifiers post here without our CSRF cookie; verifying changes nothing.
    csrfExempt: true,
    rateLimit: { perAddress: 120, windowSeconds: 60 },
    body: credentialInput,
    bodyLimit: '3mb',
    async handler({ body }, rc) {
      openToEveryOrigin(rc);
      const credential =
        'credential' in body ? body.credential : await credentialFromPdf(Buffer.from(body.pdf, 'base64'));
      if (!credential)
        throw new AppError(400, 'no_credential_in_pdf', 'credentials.error.no_credential_in_pdf');
      return { data: verifyAnswer(rc, await verifyCredential(rc.db, credential)) };
    },
  });
}
