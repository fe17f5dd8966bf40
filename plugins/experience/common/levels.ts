// Pure rules of levels, free of any library: the header chip and the server share them.

/** XP a level needs to pass: 100 × level. */
export const xpForLevel = (level: number): number => 100 * level;

/** XP needed to reach a level from nothing: 100 × (1 + … + (level − 1)). */
export const xpToReach = (level: number): number => 50 * level * (level - 1);

/** The level and the XP within it for a total (a negative total counts as 0). */
export function levelOf(totalXp: number): { level: number; experiencePoint: number } {
  const total = Math.max(0, Math.floor(totalXp));
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + total / 12.5)) / 2));
  while (xpToReach(level + 1) <= total) level += 1;
  while (level > 1 && xpToReach(level) > total) level -= 1;
  return { level, experiencePoint: total - xpToReach(level) };
}

/** The share of the level done, truncated to two decimals as a string; '0.00' when the maximum is 0. */
export function expPercentage(experiencePoint: number, maxExperiencePoint: number): string {
  if (maxExperiencePoint <= 0) return '0.00';
  const hundredths = Math.floor((experiencePoint * 10000) / maxExperiencePoint);
  return (Math.min(10000, Math.max(0, hundredths)) / 100).toFixed(2);
}

/** The realtime event on `user:{id}` when a level is reached: `{ level, channelId }`. */
export const levelUpEvent = 'experience.level-up';
