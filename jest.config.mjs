import { existsSync, readdirSync, readFileSync } from 'node:fs';
import nextJest from 'next/jest.js';
import { importProjectModule } from './scripts/build/project-modules.mjs';
import { basePath } from './next.config.mjs';

// next/jest does not apply next.config's `env`; set it here so lib/asset.ts sees the same base path as the build.
process.env.NEXT_PUBLIC_BASE_PATH = basePath;

const createJestConfig = nextJest({ dir: './' });

/** The second owner's content set (modules and pictures) that the site tests also run against. */
const OWNER_FIXTURE = '<rootDir>/__tests__/fixtures/owner';
/** The modules the second owner writes (each content module but words.ts), which stand in for content/'s of the same name. */
const CONTENT_MODULES = readdirSync(new URL('./__tests__/fixtures/owner/content/', import.meta.url))
  .filter((file) => /^(?!words\.)\w+\.ts$/.test(file))
  .map((file) => file.slice(0, -3));
/**
 * Whether content/ is the fixture itself, as in the deploy rehearsal's fork (scripts/test/run-suite.mjs): there
 * the owner project's site tests would repeat the site project's word for word.
 */
const contentIsTheFixture = CONTENT_MODULES.every((module) => {
  const read = (dir) => readFileSync(new URL(`${dir}/${module}.ts`, import.meta.url), 'utf8');
  return read('./content') === read('./__tests__/fixtures/owner/content');
});

/**
 * The installed packages written as ES modules ("type": "module": their "require" entry is often ES modules too, as
 * tsParticles' "cjs" folder is), nested ones too (a package's own copy of another): a regex alternation of their names.
 */
function esModulePackages(root = new URL('./node_modules/', import.meta.url)) {
  const names = readdirSync(root).flatMap((name) => (name.startsWith('@') ? readdirSync(new URL(`${name}/`, root)).map((scoped) => `${name}/${scoped}`) : [name]));
  const esm = names.filter((name) => {
    try {
      const manifest = JSON.parse(readFileSync(new URL(`${name}/package.json`, root), 'utf8'));
      return manifest.type === 'module';
    } catch {
      return false;
    }
  });
  const nested = names.filter((name) => existsSync(new URL(`${name}/node_modules/`, root))).flatMap((name) => esModulePackages(new URL(`${name}/node_modules/`, root)));
  return [...new Set([...esm.map((name) => name.replace(/[.+]/g, '\\$&')), ...nested])];
}

export default async () => {
  const { blogShape } = await importProjectModule('lib/posts/postSources.ts');
  const config = await createJestConfig({
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    // Build-time modules say so with `import 'server-only'`, which only React's server build may load; Jest is one.
    // Pagefind's package has an `import` entry only, which Jest's resolver (CommonJS conditions) does not take.
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/$1',
      '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
      '^pagefind$': '<rootDir>/node_modules/pagefind/lib/index.js',
    },
    // The bench's copy of the project for the owner's pictures, while it is being built.
    modulePathIgnorePatterns: ['<rootDir>/.owner-pictures/'],
  })();
  // Packages written as ES modules (tsParticles, unified and its plugins, Shiki, feed) are compiled like the
  // project's own code: Jest runs CommonJS.
  const esModules = `(?!(${esModulePackages().join('|')})/)`;
  config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) => (pattern.startsWith('/node_modules/') ? pattern.replace('/node_modules/', `/node_modules/${esModules}`) : pattern));
  const project = (displayName, testMatch, extra = {}) => ({ ...config, displayName, testMatch, ...extra });
  return {
    // Every core: Jest's default (one fewer than there are) is a single worker on a 2-core machine, twice as slow.
    maxWorkers: '100%',
    projects: [
      // Everything, against the content in content/. Where content/ is the second owner's fixture (the deploy
      // rehearsal's fork, scripts/test/run-suite.mjs), what a visitor sees: the tests that read no content
      // have just run on the same code beside it, in `npm test`'s own Jest run.
      project('site', [contentIsTheFixture ? '<rootDir>/__tests__/site/**/*.test.{ts,tsx}' : '<rootDir>/__tests__/**/*.test.{ts,tsx}'], {
        // The blog's pages are tested where there are posts: the second owner's, and content/ once it has some.
        testPathIgnorePatterns: ['/node_modules/', '/__tests__/spec/', '/__tests__/content/', '/__tests__/commands/', ...(blogShape({ dev: false }).published ? [] : ['/__tests__/site/blog/'])],
      }),
      // What a visitor sees, and the schemas' messages, against the second owner's content: nothing may pin
      // the placeholder.
      project('owner fixture', [...(contentIsTheFixture ? [] : ['<rootDir>/__tests__/site/**/*.test.{ts,tsx}']), '<rootDir>/__tests__/content/**/*.test.{ts,tsx}'], {
        // next/jest's compiler turns '@/content/site' into a relative path before Jest resolves it.
        moduleNameMapper: {
          [`^(@|\\.{1,2})(/\\.\\.)*/content/((?:[\\w-]+/)?(?:${CONTENT_MODULES.join('|')}|words))(\\.ts)?$`]: `${OWNER_FIXTURE}/content/$3`,
          ...config.moduleNameMapper,
        },
        setupFiles: [...(config.setupFiles ?? []), '<rootDir>/__tests__/support/ownerFixture.ts'],
      }),
      // The README's commands, spawned as an owner runs them in a copy of the project (builds and servers among
      // them): `npm run test:commands`, once the suite's exports are built (their picture cache is the copy's).
      project('README commands', ['<rootDir>/__tests__/commands/**/*.test.{ts,tsx}']),
      // The spec's fixed facts, checked against content/ only by `npm run test:spec`.
      project('spec conformance', ['<rootDir>/__tests__/spec/**/*.test.{ts,tsx}']),
    ],
  };
};
