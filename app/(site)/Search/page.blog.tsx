export { default, generateMetadata } from '@/components/search/SearchPage';
