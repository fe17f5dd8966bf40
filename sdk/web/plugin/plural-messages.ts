/**
 * The type of a language's texts given the Korean ones (`typeof ko`): the same keys, and next to
 * every plural key `x_other` (Korean and Japanese have that form only) an optional `x_one` for
 * languages that have a singular, e.g. `export const en: WithPlurals<typeof ko> = { … }`.
 */
export type WithPlurals<T> = T extends string
  ? string
  : { [K in keyof T]: WithPlurals<T[K]> } & {
      [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]?: string;
    };
