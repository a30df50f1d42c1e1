import { tagPageParams } from '@/components/posts/TagPage';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

export { default, generateMetadata } from '@/components/posts/TagPage';

// A tag's pages after the first, at /Blog/tags/<tag>/page/<n>/: a route only when a tag has more posts than one page
// holds (app/routeKinds.mjs: `page.tagpaged.tsx`). Page 1 is /Blog/tags/<tag>/ alone.
export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams([FIRST_LANGUAGE], false).map(({ tag, page }) => ({ tag, page }));
