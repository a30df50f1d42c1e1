import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { feedResponse } from '@/lib/feeds/blogFeed';

// Written into the export at build time as feed.json (JSON Feed 1), when there are posts
// (app/routeKinds.mjs: `route.blog.ts`).
export const dynamic = 'force-static';

export const GET = () => feedResponse('json', FIRST_LANGUAGE);
