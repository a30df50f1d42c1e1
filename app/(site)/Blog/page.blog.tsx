export { default, generateMetadata } from '@/components/posts/BlogPage';
