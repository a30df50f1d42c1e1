export { default, generateMetadata } from '@/components/about/AboutPage';
