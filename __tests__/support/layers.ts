/**
 * The code reads top-down: pages use components, components use helpers, helpers read the owner's content, the
 * content's schema reads the owner's files (lib/files/, build-time only) and the page table (which pages are the
 * navigation's), and nothing imports the layer above it (__tests__/layers.test.ts), so an owner's content/ never
 * depends on the code that presents it: content/ and what lies below it are all it needs.
 */
export const LAYERS = ['app', 'components', 'lib', 'content', 'lib/files', 'lib/pages/pageKinds.mjs'];
