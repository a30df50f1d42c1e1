'use client';

import ErrorMessage from '@/components/ErrorMessage';

/** A page that throws while rendering shows the error's message instead of a blank screen. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <ErrorMessage detail={error.message}>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </ErrorMessage>
  );
}
