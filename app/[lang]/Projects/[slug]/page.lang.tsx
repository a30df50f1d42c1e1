export { default, generateMetadata, generateStaticParams } from '@/components/projects/ProjectPage';

export const dynamicParams = false;
