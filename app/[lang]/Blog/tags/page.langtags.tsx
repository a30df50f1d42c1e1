// Each other language's tags, at /<code>/Blog/tags/: a route only when a post translated into one has a tag
// (app/routeKinds.mjs: `page.langtags.tsx`).
export { default, generateMetadata, generateStaticParams } from '@/components/posts/TagsPage';

export const dynamicParams = false;
