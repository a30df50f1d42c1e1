import { join } from 'node:path';

// The second owner's pictures, read by the content schemas in place of public/ (see lib/files/publicFile.ts), and
// posts, in place of content/posts/ (lib/posts/postSources), and translations (lib/content/contentIn.ts).
process.env.PUBLIC_DIR = join(__dirname, '..', 'fixtures', 'owner', 'public');
process.env.CONTENT_DIR = join(__dirname, '..', 'fixtures', 'owner', 'content');
process.env.POSTS_DIR = join(__dirname, '..', 'fixtures', 'owner', 'content', 'posts');
