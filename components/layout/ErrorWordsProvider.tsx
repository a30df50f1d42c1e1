'use client';

import { createContext, useContext } from 'react';
import type { ErrorWords } from '../ErrorMessage';

const ErrorWordsContext = createContext<ErrorWords | null>(null);

/**
 * The error page's words in the page's language, for a page that throws in the browser (app/(site)/error.tsx): a
 * client component, which cannot read the content itself, finds them here, and only them.
 */
export default function ErrorWordsProvider({ words, children }: { words: ErrorWords; children: React.ReactNode }) {
  return <ErrorWordsContext value={words}>{children}</ErrorWordsContext>;
}

export function useErrorWords(): ErrorWords {
  const words = useContext(ErrorWordsContext);
  if (!words) throw new Error('useErrorWords: outside the site layout');
  return words;
}
