/** The hash of the running build, injected by admin/vite.config.ts and compared with /version.json. */
declare const __BUILD_HASH__: string;
