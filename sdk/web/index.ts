/**
 * @seodang/sdk/web: what a plugin's web remote imports. Provided by the shell as a shared
 * singleton, so every remote sees the same contexts, toasts and realtime connection.
 */
export * from './plugin/define-web-plugin.ts';
export * from './plugin/menu-keys.ts';
export * from './plugin/lazy-texts.ts';
export * from './plugin/use-lazy-texts.tsx';
export type * from './plugin/plural-messages.ts';
export * from './context/page-types.ts';
export * from './context/seodang-context.ts';
export * from './context/hooks.ts';
export * from './api/api-client.ts';
export * from './api/api-error.ts';
export * from './api/cookies.ts';
export * from './realtime/backoff.ts';
export * from './realtime/realtime-client.ts';
export * from './ui/button-colors.ts';
export * from './ui/button.tsx';
export * from './ui/modal.tsx';
export * from './ui/loading-delay.ts';
export * from './ui/loading.tsx';
export * from './ui/toast-types.ts';
export * from './ui/toast.tsx';
export * from './ui/breakpoints.ts';
export * from './ui/view-switcher.tsx';
export * from './ui/page-leave-confirm.tsx';
export * from './ui/error-kind.ts';
export * from './format/format.ts';
export * from './format/use-format.ts';
export * from './ui/states.tsx';
export * from './ui/data-table.tsx';
export * from './ui/page-window.ts';
export * from './ui/pagination.tsx';
export * from './ui/file-picker.tsx';
export * from './forms/use-zod-form.ts';
export * from './forms/use-message.ts';
export * from './forms/text-field.tsx';
export * from './forms/zod-resolver.ts';
export * from './logging/client-log.ts';
export * from './analytics/data-layer.ts';
export * from './analytics/track-event.ts';
export * from './quiz/define-web-quiz-type.ts';
export * from './embed/define-web-embed.ts';
export type { SlotRef } from '../common/slot-ref.ts';
export * from './slots/slot-registry.ts';
export * from './slots/slot.tsx';
export * from './storage/draft-journal.ts';
export * from './state/shared-store.ts';
