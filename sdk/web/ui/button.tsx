import type { ButtonHTMLAttributes } from 'react';
import { resolveButtonColor } from './button-colors.ts';

/** Props of Button; `color` accepts deprecated names too (converted with a warning). */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  color?: string;
  size?: 'sm' | 'md' | 'lg';
  outline?: boolean;
  block?: boolean;
  loading?: boolean;
}

/** The design-system button; colour 'secondary' unless told otherwise. */
export function Button({
  color,
  size = 'md',
  outline,
  block,
  loading,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const resolved = resolveButtonColor(color);
  const classes = [
    'sd-btn',
    `sd-btn--${resolved}`,
    `sd-btn--${size}`,
    outline && 'sd-btn--outline',
    block && 'sd-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="sd-spinner sd-spinner--sm sd-btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
