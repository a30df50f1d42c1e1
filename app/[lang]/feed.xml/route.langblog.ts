import { languageFeed } from '@/lib/feeds/blogFeed';
import { otherBlogLanguages } from '@/lib/posts/postPages';

// Each other language's feed, at /<code>/feed.xml, when it has posts (app/routeKinds.mjs: `route.langblog.ts`).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = otherBlogLanguages;
export const GET = languageFeed('rss');
