export { default, generateMetadata, generateStaticParams } from '@/components/posts/PostPage';

export const dynamicParams = false;
