/** Button colours of the design system; 'secondary' is the default (spec §9 Layout). */
export const buttonColors = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
  'link',
] as const;
export type ButtonColor = (typeof buttonColors)[number];

/** Older colour names still found in screens, and what they became. */
export const deprecatedButtonColors: Readonly<Record<string, ButtonColor>> = {
  default: 'secondary',
  gray: 'secondary',
  grey: 'secondary',
  blue: 'primary',
  main: 'primary',
  green: 'success',
  red: 'danger',
  error: 'danger',
  orange: 'warning',
  black: 'dark',
  white: 'light',
  text: 'link',
};

const warned = new Set<string>();

/**
 * Resolves a colour prop: missing → 'secondary'; a deprecated name → its replacement with a
 * console warning (once per name); an unknown name → 'secondary' with a warning.
 */
export function resolveButtonColor(
  color: string | undefined,
  warn: (message: string) => void = console.warn,
): ButtonColor {
  if (color === undefined || color === '') return 'secondary';
  if ((buttonColors as readonly string[]).includes(color)) return color as ButtonColor;
  const replacement = deprecatedButtonColors[color];
  if (!warned.has(color)) {
    warned.add(color);
    warn(
      replacement
        ? `Button: colour '${color}' is deprecated; use '${replacement}' instead.`
        : `Button: unknown colour '${color}'; using 'secondary'.`,
    );
  }
  return replacement ?? 'secondary';
}

/** Forgets which warnings were shown (tests). */
export function resetButtonColorWarnings(): void {
  warned.clear();
}
