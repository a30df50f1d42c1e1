export { default, generateMetadata } from '@/components/accessibility/AccessibilityPage';
