// Generated from common/arduino/pins.ts by scripts/build-harness.ts: do not edit.
/** A pin's name as printed on the Uno: 13, or A0 for 14 (pins 14–19 are A0–A5). */
export const pinName = (pin        )         => (pin >= 14 ? `A${pin - 14}` : String(pin));
