/** The base path the site is built under (next.config.mjs; jest.config.mjs passes it on), e.g. '/portfolio'. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
