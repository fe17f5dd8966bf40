// Generated from common/microbit/images.ts by scripts/build-harness.ts: do not edit.
/**
 * The micro:bit's built-in images (MicroPython's `Image.HEART` and the others), rows of brightness
 * 0–9 separated by `:`, and the digits' glyphs for `display.show(3)`. Shared by the Python `microbit`
 * module (module.ts), the checks and the simulator's LED grid.
 */
export const MICROBIT_IMAGES                         = {
  HEART: '09090:99999:99999:09990:00900',
  HEART_SMALL: '00000:09090:09990:00900:00000',
  HAPPY: '00000:09090:00000:90009:09990',
  SMILE: '00000:00000:00000:90009:09990',
  SAD: '00000:09090:00000:09990:90009',
  CONFUSED: '00000:09090:00000:09090:90909',
  ANGRY: '90009:09090:00000:99999:90909',
  ASLEEP: '00000:99099:00000:09990:00000',
  SURPRISED: '09090:00000:00900:09090:00900',
  SILLY: '90009:00000:99999:00909:00999',
  YES: '00000:00009:00090:90900:09000',
  NO: '90009:09090:00900:09090:90009',
  SQUARE: '99999:90009:90009:90009:99999',
  SQUARE_SMALL: '00000:09990:09090:09990:00000',
  DIAMOND: '00900:09090:90009:09090:00900',
  DIAMOND_SMALL: '00000:00900:09090:00900:00000',
  TRIANGLE: '00000:00900:09090:99999:00000',
  CHESSBOARD: '09090:90909:09090:90909:09090',
  ARROW_N: '00900:09990:90909:00900:00900',
  ARROW_S: '00900:00900:90909:09990:00900',
  ARROW_E: '00900:00090:99999:00090:00900',
  ARROW_W: '00900:09000:99999:09000:00900',
};

/** The digits' glyphs (other characters show blank: the simulator has no full font yet). */
export const MICROBIT_DIGITS                         = {
  '0': '09900:90090:90090:90090:09900',
  '1': '00900:09900:00900:00900:09990',
  '2': '99900:00090:09900:90000:99990',
  '3': '99990:00090:00900:90090:09900',
  '4': '00990:09090:90090:99999:00090',
  '5': '99999:90000:99990:00009:99990',
  '6': '00090:00900:09990:90009:09990',
  '7': '99999:00090:00900:09000:90000',
  '8': '09990:90009:09990:90009:09990',
  '9': '09990:90009:09990:00900:09000',
};

/** A grid as 25 digits, row by row (the form frames are recorded and compared in). */
export const flatGrid = (rows        ) => rows.replaceAll(':', '');
