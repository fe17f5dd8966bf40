/**
 * `@seodang/sdk/web-pictures`: the picture-password grid and pictures. Its own entry, outside the
 * shared `@seodang/sdk/web`, so only the screens that show pictures (the channel's login screen,
 * the credential sheet) load them, never the main page.
 */
export { PicturePicker, PictureSequence, usePictureLabel } from './picture-picker.tsx';
export { PictureIcon } from './picture-icons.tsx';
