export { default, generateMetadata } from '@/components/projects/ProjectsPage';
