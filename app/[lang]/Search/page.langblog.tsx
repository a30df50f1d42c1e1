export { default, generateMetadata, generateStaticParams } from '@/components/search/SearchPage';

export const dynamicParams = false;
