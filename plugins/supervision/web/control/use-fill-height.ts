import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept free under the element (the page's bottom padding). */
const bottomGapPx = 16;

/**
 * The height that lets the element reach the bottom of the window from where it starts on the
 * page (the toolbar above it wraps differently at every width), followed on resize; `minPx` keeps
 * it usable on very short windows, where the page scrolls instead.
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  minPx: number,
  active: boolean,
): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!active) return undefined;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(minPx, window.innerHeight - top - bottomGapPx));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, minPx, active]);
  return height;
}
