import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// Page tests run the content modules, which read picture sizes as the build does (image-size needs these); jsdom
// leaves them out.
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder, TextEncoder: globalThis.TextEncoder ?? TextEncoder });

// A test that checks nothing fails rather than passes.
beforeEach(() => expect.hasAssertions());
