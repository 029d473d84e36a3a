/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The service's absolute URL when it is on another origin (default: the page's origin). */
  readonly VITE_LATCHKEY_BASE_URL?: string;
}
