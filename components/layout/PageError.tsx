'use client';

import ErrorMessage from '../ErrorMessage';
import { useErrorWords } from './ErrorWordsProvider';

/** A page that throws while rendering shows the error's message instead of a blank screen, in the page's language. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const words = useErrorWords();
  return (
    <ErrorMessage words={words} detail={error.message}>
      <button type="button" className="button" onClick={reset}>
        {words.retry}
      </button>
    </ErrorMessage>
  );
}
