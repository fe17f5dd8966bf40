/** Layout breakpoints of spec §9 (min widths in px); xs is everything below sm. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The breakpoint a viewport width falls in. */
export function breakpointOf(width: number): Breakpoint {
  const order: Breakpoint[] = ['xxl', 'xl', 'lg', 'md', 'sm'];
  return order.find((bp) => width >= breakpoints[bp]) ?? 'xs';
}

/** Mobile layout: narrower than md. */
export function isMobileWidth(width: number): boolean {
  return width < breakpoints.md;
}
