export { default, generateMetadata } from '@/components/contact/ContactPage';
