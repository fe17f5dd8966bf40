import { randomInt } from 'node:crypto';
import { isValidPassword, picturePasswordLength, picturePasswordPictures } from '@seodang/sdk/common';

// Letters and digits that cannot be mistaken for one another when read off a printed card.
const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const specials = '!@#$%*?';
const pick = (set: string) => set[randomInt(set.length)];

/**
 * A password for a made account: 10 characters from a CSPRNG (~58 bits), always with a letter, a
 * digit and a special character so it passes the sign-up rule the owner changes it under.
 */
export function generatePassword(): string {
  const all = letters + digits + specials;
  for (;;) {
    const chars = [pick(letters), pick(digits), pick(specials)];
    while (chars.length < 10) chars.push(pick(all));
    // Fisher–Yates, so the guaranteed characters are not always first.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (isValidPassword(password)) return password;
  }
}

/** A picture sequence: 4 different places of the 9-picture grid, in order, from a CSPRNG. */
export function generatePictureSequence(): number[] {
  const places = picturePasswordPictures.map((_, i) => i);
  const sequence: number[] = [];
  while (sequence.length < picturePasswordLength)
    sequence.push(places.splice(randomInt(places.length), 1)[0]);
  return sequence;
}
