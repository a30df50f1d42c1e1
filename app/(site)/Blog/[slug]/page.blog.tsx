import { postsParamsIn } from '@/components/posts/PostPage';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

export { default, generateMetadata } from '@/components/posts/PostPage';

// One page a post, at /Blog/<slug>/, written at build time.
export const dynamicParams = false;
export const generateStaticParams = () => postsParamsIn([FIRST_LANGUAGE]).map(({ slug }) => ({ slug }));
