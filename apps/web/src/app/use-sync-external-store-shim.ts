/**
 * Stands in for `use-sync-external-store/shim` in the build (vite.config.ts). wouter imports the shim so it
 * runs on React 17, which has no useSyncExternalStore; on React 18 and later the shim hands back React's
 * own hook at run time, yet its fallback implementation still ships in the first load.
 */
export { useSyncExternalStore } from 'react';
