export { default, generateMetadata, generateStaticParams } from '@/components/posts/BlogPage';

export const dynamicParams = false;
