import { defineConfig } from 'tsup';

/**
 * The production build of the server (`npm run build`): src/main.ts and the create-owner and reset-authenticator
 * commands, each bundled
 * into one ES module in dist/. Node refuses to strip the types of .ts files under node_modules, and a production
 * install has no TypeScript tooling, so production runs this JavaScript instead of the source.
 *
 * Our own code and the workspace packages (@oja/domain, @oja/catalogue) are bundled in; every npm package the
 * server imports stays an import (tsup leaves `dependencies` external), installed by `npm ci --omit=dev`:
 * native or large ones (sharp, PGlite's WebAssembly, pg) load their files from their own folders, and pino
 * starts worker threads by file name. dist/ sits one folder below apps/api, as src/ does, so the paths in
 * src/paths.ts (openapi.yaml, drizzle/, the web builds) resolve the same from either.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'create-owner': 'src/staff/create-owner.ts',
    'reset-authenticator': 'src/staff/reset-authenticator.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  splitting: false,
  sourcemap: true,
  noExternal: [/^@oja\//],
});
