import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';
import { wishStates } from './constants.ts';

/**
 * The body of `POST /api/wishingLecture` (spec §7 "Commerce"): the lecture and its new wishlist
 * state, WISHING=1 or CANCELED=0 (§4 "Numeric status sets").
 */
export const wishingLectureBody = z.object({
  lectureSequence: idSchema,
  state: z.union([z.literal(wishStates.CANCELED), z.literal(wishStates.WISHING)], {
    error: 'lectures.validation.wishState',
  }),
});
export type WishingLectureBody = z.infer<typeof wishingLectureBody>;
