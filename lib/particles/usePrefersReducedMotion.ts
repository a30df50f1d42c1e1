import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(query);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const asked = () => window.matchMedia?.(query).matches ?? false;

/** Whether the visitor asked their system for less motion; follows the setting live. False on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asked, () => false);
}
