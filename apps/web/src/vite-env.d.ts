/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External form-data page opened by the side menu's first Form entry; the entry is hidden without it. */
  readonly VITE_FORM_DATA_URL?: string;
  /** External form-builder page opened by the side menu's second Form entry. */
  readonly VITE_FORM_BUILDER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
