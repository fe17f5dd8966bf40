import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultLoadingDelayMs,
  defaultSpinnerSize,
  visibleAtOnce,
  type SpinnerSize,
} from './loading-delay.ts';

export interface LoadingProps {
  /** Milliseconds before it appears; 0 shows it at once (spec §9: default 450). */
  delay?: number;
  size?: SpinnerSize;
  label?: string;
  /** Centre it in a block of its own. */
  block?: boolean;
}

/** The loading indicator: nothing for short waits, a spinner after the delay. */
export function Loading({
  delay = defaultLoadingDelayMs,
  size = defaultSpinnerSize,
  label,
  block = true,
}: LoadingProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(() => visibleAtOnce(delay));
  useEffect(() => {
    if (visibleAtOnce(delay)) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div
      className={block ? 'sd-loading sd-loading--block' : 'sd-loading'}
      role="status"
      aria-live="polite"
      data-testid="loading"
    >
      <span className={`sd-spinner sd-spinner--${size}`} aria-hidden="true" />
      <span className="sd-visually-hidden">{label ?? t('loading', 'Loading…')}</span>
    </div>
  );
}
