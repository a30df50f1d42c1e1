import type { Metadata } from 'next';
import ErrorMessage from '@/components/ErrorMessage';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Exported as 404.html, which GitHub Pages serves for every unknown path. */
export default function NotFound() {
  return <ErrorMessage detail="404 Not Found" />;
}
