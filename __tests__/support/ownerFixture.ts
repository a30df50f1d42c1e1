import { join } from 'node:path';

// The second owner's pictures, read by the content schemas in place of public/ (see lib/files/publicFile.ts).
process.env.PUBLIC_DIR = join(__dirname, '..', 'fixtures', 'owner', 'public');
