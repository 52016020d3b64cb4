/**
 * Import fences (issue 43), checked by `npm run lint:imports`.
 *
 * - No import cycle anywhere, type-only imports included: a cycle makes a module's meaning depend on load order.
 * - The apps' features are fenced: a feature's own modules import only their folder, `shared/` and the packages.
 *   Route modules (`*-route.tsx`) are the composition layer: a route puts screens of several features on one
 *   page, so it may import any feature.
 * - `shared/` is a leaf of the app: it imports no feature, route or server-rendering module; only the route
 *   manifest (`routes.ts`) and the links built from it (`hrefs.ts`), which import no module of the app.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-fence',
      comment:
        "A feature's module imports only its own folder, shared/ and the packages; routes compose features.",
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/', pathNot: '-route\\.tsx$' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'shared-is-a-leaf',
      comment:
        'shared/ is what every feature may use, so it uses no feature, route or server-rendering module.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/shared/' },
      to: { path: '^apps/$1/src/', pathNot: '^apps/$1/src/(shared/|hrefs\\.ts$|routes\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|dist-sw|storybook-static|coverage|__screenshots__)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
