import { tagPageParams } from '@/components/posts/TagPage';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';

export { default, generateMetadata } from '@/components/posts/TagPage';

// Another language's tag pages after the first, at /<code>/Blog/tags/<tag>/page/<n>/ (app/routeKinds.mjs:
// `page.langtagpaged.tsx`).
export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams(OTHER_LANGUAGES, false);
