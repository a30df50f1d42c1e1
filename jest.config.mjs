import nextJest from 'next/jest.js';
import { basePath } from './next.config.mjs';

// next/jest does not apply next.config's `env`; set it here so lib/asset.ts sees the same base path as the build.
process.env.NEXT_PUBLIC_BASE_PATH = basePath;

const createJestConfig = nextJest({ dir: './' });

/** The second owner's content set (modules and pictures) that the site tests also run against. */
const OWNER_FIXTURE = '<rootDir>/__tests__/fixtures/owner';

export default async () => {
  const config = await createJestConfig({
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    // The bench's copy of the project for the owner's pictures, while it is being built.
    modulePathIgnorePatterns: ['<rootDir>/.owner-pictures/'],
  })();
  // tsParticles ships ES modules only (even its "cjs" folder): compile it like the project's own code.
  config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/') ? pattern.replace('/node_modules/', '/node_modules/(?!@tsparticles/)') : pattern,
  );
  const project = (displayName, testMatch, extra = {}) => ({ ...config, displayName, testMatch, ...extra });
  return {
    // Every core: Jest's default (one fewer than there are) is a single worker on a 2-core machine, twice as slow.
    maxWorkers: '100%',
    projects: [
      // Everything, against the content in content/.
      project('site', ['<rootDir>/__tests__/**/*.test.{ts,tsx}'], {
        testPathIgnorePatterns: ['/node_modules/', '/__tests__/spec/', '/__tests__/contentSchemas.test.ts'],
      }),
      // What a visitor sees, and the schemas' messages, against the second owner's content: nothing may pin
      // the placeholder.
      project('owner fixture', ['<rootDir>/__tests__/site/**/*.test.{ts,tsx}', '<rootDir>/__tests__/contentSchemas.test.ts'], {
        // next/jest's compiler turns '@/content/site' into a relative path before Jest resolves it.
        moduleNameMapper: {
          '^(@|\\.{1,2})(/\\.\\.)*/content/(site|experience|projects|about)$': `${OWNER_FIXTURE}/content/$3`,
          ...config.moduleNameMapper,
        },
        setupFiles: [...(config.setupFiles ?? []), '<rootDir>/__tests__/support/ownerFixture.ts'],
      }),
      // The spec's fixed facts, checked against content/ only by `npm run test:spec`.
      project('spec conformance', ['<rootDir>/__tests__/spec/**/*.test.{ts,tsx}']),
    ],
  };
};
