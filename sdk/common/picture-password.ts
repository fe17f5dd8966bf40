import { z } from 'zod';

/**
 * Picture passwords (spec §3 "Channel member": picture password): pupils who cannot yet type a
 * password sign in by choosing 4 of 9 labelled pictures in order. The sequence is a secret like a
 * password: the server keeps only its argon2 hash and throttles wrong guesses alike.
 */
export const picturePasswordPictures = [
  'apple',
  'cat',
  'star',
  'tree',
  'fish',
  'sun',
  'car',
  'flower',
  'moon',
] as const;
export type PicturePasswordPicture = (typeof picturePasswordPictures)[number];

/** How many pictures a sequence has. */
export const picturePasswordLength = 4;

/** Each picture's label, read aloud and printed under it, in ko, en and ja. */
export const picturePasswordLabels: Record<'ko' | 'en' | 'ja', Record<PicturePasswordPicture, string>> = {
  ko: {
    apple: '사과',
    cat: '고양이',
    star: '별',
    tree: '나무',
    fish: '물고기',
    sun: '해',
    car: '자동차',
    flower: '꽃',
    moon: '달',
  },
  en: {
    apple: 'Apple',
    cat: 'Cat',
    star: 'Star',
    tree: 'Tree',
    fish: 'Fish',
    sun: 'Sun',
    car: 'Car',
    flower: 'Flower',
    moon: 'Moon',
  },
  ja: {
    apple: 'りんご',
    cat: 'ねこ',
    star: 'ほし',
    tree: 'き',
    fish: 'さかな',
    sun: 'たいよう',
    car: 'くるま',
    flower: 'はな',
    moon: 'つき',
  },
};

/** A sequence: 4 different pictures by their place in the grid (0–8), in the order chosen. */
export const pictureSequenceSchema = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(picturePasswordPictures.length - 1),
  )
  .length(picturePasswordLength, 'validation.pictureSequence')
  .refine((seq) => new Set(seq).size === seq.length, 'validation.pictureSequence');

/** `POST /api/auth/login/picture`: the login id and the chosen sequence. */
export const pictureLoginSchema = z.object({
  userId: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(80, 'validation.userId'),
  pictures: pictureSequenceSchema,
});
export type PictureLoginInput = z.infer<typeof pictureLoginSchema>;

/**
 * The secret a sequence stands for, hashed and verified like a password. Sign-in takes it only
 * from a member whose channel says they have a picture password.
 */
export function pictureSecret(sequence: readonly number[]): string {
  return `picture:${sequence.join('-')}`;
}
