import { tagPageParams } from '@/components/posts/TagPage';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';

export { default, generateMetadata } from '@/components/posts/TagPage';

// Each tag of each other language's posts, at /<code>/Blog/tags/<tag>/ (app/routeKinds.mjs: `page.langtags.tsx`).
export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams(OTHER_LANGUAGES, true);
