export { default, generateMetadata } from '@/components/home/HomePage';
