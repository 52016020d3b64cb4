import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/tier-upgrade-dialog.ts', 'src/admin.ts', 'src/route-focus.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Stories and fixtures are for the workbench only.
  external: [/^react/, /^@radix-ui\//, 'class-variance-authority', 'clsx', '@oja/domain'],
  // The home hero's pictures (home.css) are served by the API under /media/: addresses, not files to bundle.
  esbuildOptions(options) {
    options.external = [...(options.external ?? []), '/media/*'];
  },
  // CSS imported by components is bundled into dist/index.css; fonts are copied beside it.
  loader: { '.woff2': 'file' },
  publicDir: false,
});
