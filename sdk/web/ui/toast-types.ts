/** Toast types of spec §2; anything else falls back to 'default'. */
export const toastTypes = ['default', 'success', 'warning', 'dark', 'info', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

/** Background per type (spec §9 Toasts). Text is white. */
export const toastColors: Readonly<Record<ToastType, string>> = {
  default: '#2b2d36',
  dark: '#2b2d36',
  success: '#00a881',
  warning: '#e6760e',
  info: '#858899',
  error: '#fa5f6e',
};

/** Toast timing and placement (spec §2): top-right, newest on top, 3 s, no progress bar. */
export const toastDefaults = {
  position: 'top-right',
  newestOnTop: true,
  autoClose: 3000,
  hideProgressBar: true,
} as const;

/** Normalises a type: unknown or missing → 'default'. */
export function normalizeToastType(type: unknown): ToastType {
  return typeof type === 'string' && (toastTypes as readonly string[]).includes(type)
    ? (type as ToastType)
    : 'default';
}
