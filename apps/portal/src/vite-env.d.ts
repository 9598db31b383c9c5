/// <reference types="vite/client" />

/** The app's version (package.json), set at build time. */
declare const __APP_VERSION__: string;
