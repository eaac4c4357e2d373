/**
 * The boundaries of ARCHITECTURE.md, checked by `npm run check` (dependency-cruiser):
 * - no import cycle anywhere;
 * - the contract imports no app;
 * - server: a module reaches another module only through its index.ts; shared/ and http/ import no
 *   module; a service never imports http/; only main.ts and tests import app.ts;
 * - web: a feature reaches another feature only through its index.ts; core/ and ui/ import no feature,
 *   no app shell and no route; features import neither the app shell nor the routes.
 */
const server = 'apps/server/src';
const web = 'apps/web/src';
const tests = '(\\.test\\.tsx?$|/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: split the shared piece out (shared/, core/ or the contract).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-is-pure',
      severity: 'error',
      comment: 'packages/contract is imported by every app and imports none.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment: "Another module's files are private: import its index.ts.",
      from: { path: `^${server}/modules/([^/]+)/`, pathNot: tests },
      to: {
        path: `^${server}/modules/([^/]+)/`,
        pathNot: [`^${server}/modules/$1/`, `^${server}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-outside-through-index',
      severity: 'error',
      comment: "Code outside the modules (core, jobs, realtime, media, demo) uses a module's index.ts.",
      from: { path: `^${server}/`, pathNot: [`^${server}/modules/`, tests] },
      to: { path: `^${server}/modules/[^/]+/`, pathNot: `^${server}/modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-shared-is-below-modules',
      severity: 'error',
      comment: 'shared/ and http/ are infrastructure: they import no module, no core and no app.',
      from: { path: `^${server}/(shared|http)/` },
      to: { path: `^${server}/(modules|core|jobs|app\\.ts)` },
    },
    {
      name: 'server-service-not-http',
      severity: 'error',
      comment: 'A service returns contract values; the route layer speaks HTTP.',
      from: { path: '\\.(service|repo)\\.ts$' },
      to: { path: `^${server}/http/` },
    },
    {
      name: 'server-app-only-from-main',
      severity: 'error',
      comment: 'app.ts builds the HTTP app from the core: only main.ts and tests import it.',
      from: { pathNot: [`^${server}/main\\.ts$`, tests, `^apps/server/test/`] },
      to: { path: `^${server}/app\\.ts$` },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment: "Another feature's files are private: import its index.ts.",
      from: { path: `^${web}/features/([^/]+)/` },
      to: {
        path: `^${web}/features/([^/]+)/`,
        pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-outside-feature-through-index',
      severity: 'error',
      comment: "Routes, the app shell and tests outside a feature use the feature's index.ts.",
      from: { path: `^${web}/`, pathNot: `^${web}/features/` },
      to: { path: `^${web}/features/[^/]+/`, pathNot: `^${web}/features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'web-core-and-ui-below-features',
      severity: 'error',
      comment: 'core/ and ui/ are what features build on: they import no feature, app shell or route.',
      from: { path: `^${web}/(core|ui)/` },
      to: { path: `^${web}/(features|app|routes|player)/` },
    },
    {
      name: 'web-player-below-features',
      severity: 'error',
      comment:
        'player/ is the player the web pages and the TV app share: it builds on core/ and ui/ and imports no feature, app shell or route (they pass it what it needs).',
      from: { path: `^${web}/player/` },
      to: { path: `^${web}/(features|app|routes)/` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'Features are composed by routes and the app shell, never the other way round.',
      from: { path: `^${web}/features/` },
      to: { path: `^${web}/(app|routes)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|\\.tmp|data)/' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
