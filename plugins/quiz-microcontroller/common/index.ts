/**
 * The microcontroller quiz types. `arduino` (an Arduino Uno sketch) comes first; the board bridge,
 * `microbit` and `scratchduino` follow in their own folders beside `arduino/`.
 */
export { arduinoLabel } from './label.ts';
export * from './arduino/schema.ts';
export { hexProblem, parseIntelHex, UNO_FLASH_BYTES, HEX_MAX_CHARS } from './arduino/hex.ts';
export { microbitLabel } from './label.ts';
export * from './microbit/schema.ts';
