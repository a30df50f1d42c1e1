import { tagPageParams } from '@/components/posts/TagPage';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

export { default, generateMetadata } from '@/components/posts/TagPage';

// One page a tag, at /Blog/tags/<tag>/ (its newest posts; the rest at /Blog/tags/<tag>/page/2/ and on): a route only
// when a post has a tag (app/routeKinds.mjs: `page.tags.tsx`).
export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams([FIRST_LANGUAGE], true).map(({ tag }) => ({ tag }));
