/** Commerce's events for other plugins (`@seodang/plugin-commerce/events`, server only). */
export * from './refund-events.ts';
export * from './payment-events.ts';
