import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API runs beside Vite (apps/api `npm run dev`, port 3001); Vite proxies to it. */
const API_DEV_ORIGIN = process.env.OJA_API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': API_DEV_ORIGIN,
      '/media': API_DEV_ORIGIN,
    },
  },
  build: {
    // The manifest tells scripts/budget.ts which files the home route loads first.
    manifest: true,
    target: 'es2022',
    sourcemap: true,
  },
});
