import { useTranslation } from 'react-i18next';
import type { GlowscriptCheck } from '../common/glowscript.ts';

const round = (x: number) => String(Math.round(x * 1e4) / 1e4);

/** A vector as VPython prints it: `<x, y, z>`. */
export const vectorText = (v: readonly number[]) => `<${v.map(round).join(', ')}>`;

/** A test's checks in words: what is read, when, and what it should be. */
export function ChecksList({ checks }: { checks: GlowscriptCheck[] }) {
  const { t } = useTranslation('quiz-skulpt');
  return (
    <ul>
      {checks.map((c, i) => {
        const expected =
          c.expected === null
            ? t('checkReference')
            : Array.isArray(c.expected)
              ? vectorText(c.expected)
              : round(c.expected);
        return (
          <li key={i}>
            {t(c.quantity === 'velocity' ? 'checkVelocity' : 'checkValue', {
              expr: c.expr,
              time: c.time,
              expected,
              tolerance: c.tolerance,
            })}
          </li>
        );
      })}
    </ul>
  );
}
