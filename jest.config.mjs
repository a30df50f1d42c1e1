import nextJest from 'next/jest.js';
import { basePath } from './next.config.mjs';

// next/jest does not apply next.config's `env`; set it here so lib/asset.ts sees the same base path as the build.
process.env.NEXT_PUBLIC_BASE_PATH = basePath;

const createJestConfig = nextJest({ dir: './' });

const nextConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
});

export default async () => {
  const config = await nextConfig();
  // tsParticles ships ES modules only (even its "cjs" folder): compile it like the project's own code.
  config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/') ? pattern.replace('/node_modules/', '/node_modules/(?!@tsparticles/)') : pattern,
  );
  return config;
};
