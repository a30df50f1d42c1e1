import type { Metadata } from 'next';
import ErrorMessage from '@/components/ErrorMessage';

// Next itself marks the not-found page noindex.
export const metadata: Metadata = { title: 'Page not found' };

/** Exported as 404.html, which GitHub Pages serves for every unknown path. */
export default function NotFound() {
  return <ErrorMessage detail="404 Not Found" />;
}
