// Every tag with how many posts it has, at /Blog/tags/: a route only when a post has a tag (app/routeKinds.mjs:
// `page.tags.tsx`).
export { default, generateMetadata } from '@/components/posts/TagsPage';
