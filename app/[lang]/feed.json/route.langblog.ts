import { languageFeed, languageFeedParams } from '@/lib/posts/feeds';

// Each other language's feed, at /<code>/feed.json, when it has posts (next.config.mjs: `route.langblog.ts`).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = languageFeedParams;
export const GET = languageFeed('json');
