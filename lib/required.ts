/**
 * `value`, which the code around it knows is there (a key it has just set, a list it knows is not empty, an element
 * its page always has): where it is not, an error saying so at once, naming `what`, not a read of nothing later.
 */
export function required<T>(value: T | null | undefined, what = 'a value the code expected'): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}
