/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the build serves three's Basis Universal transcoder, under the base (vite.config.ts). */
  readonly VITE_BASIS_TRANSCODER_FOLDER?: string;
}
