import type { Context } from 'koa';
import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { pictureLoginSchema, pictureSecret } from '@seodang/sdk/common';
import type { User } from './models.ts';
import { signInWithSecret, type SignInDeps } from './sign-in.ts';

/**
 * `POST /api/auth/login/picture`: a pupil signs in on their channel's host with their login id and
 * 4 of the 9 pictures in order. Only a member whose channel gave them a picture password may sign
 * in this way (anyone else answers like a wrong sequence), through the same throttle as passwords.
 */
export function registerPictureLogin(
  env: RegisterEnv,
  deps: SignInDeps,
  userDataSchema: z.ZodType,
  present: (koa: Context, user: User) => unknown,
): void {
  env.route({
    method: 'POST',
    path: '/api/auth/login/picture',
    summary: 'Log in with a picture password (a channel member who has one)',
    tags: ['accounts'],
    access: 'public',
    channelPublic: true,
    body: pictureLoginSchema,
    bodyLimit: '10kb',
    response: z.object({ data: userDataSchema }),
    async handler({ body }, rc) {
      const channelId = rc.channel?.index;
      const user = await signInWithSecret(
        rc,
        deps,
        { userId: body.userId, secret: pictureSecret(body.pictures) },
        async (account) =>
          channelId !== undefined &&
          !!(await rc
            .db('channel_members')
            .where({ channel_id: channelId, user_id: account.id, has_picture_password: true })
            .first('id')),
        'error.invalid_picture_credentials',
      );
      return { data: present(rc.raw as Context, user) };
    },
  });
}
