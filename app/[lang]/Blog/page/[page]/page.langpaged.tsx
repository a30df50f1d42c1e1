export { default, generateMetadata, generateStaticParams } from '@/components/posts/BlogPageN';

export const dynamicParams = false;
