// CSS imports in the preview and in @atelier/ui are handled by Vite.
/// <reference types="vite/client" />
