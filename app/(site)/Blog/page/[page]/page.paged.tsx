import { pagesIn } from '@/components/posts/BlogPageN';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

export { default, generateMetadata } from '@/components/posts/BlogPageN';

// The blog's pages after the first, at /Blog/page/<n>/: a route only when the posts fill more than one page
// (app/routeKinds.mjs: `page.paged.tsx`). Page 1 is /Blog/ alone.
export const dynamicParams = false;
export const generateStaticParams = () => pagesIn([FIRST_LANGUAGE]).map(({ page }) => ({ page }));
