// Set by scripts/build-web.ts: whether developer screens (/dev/ui) are built in (not for production).
declare const __SEODANG_DEV_UI__: boolean;
