/**
 * `make`, called once a key and remembered: for what costs to make and is the same each time it is asked for (an Intl
 * formatter, a language's direction). A blog's build asks for these on every card of every page: making each anew was
 * 7 s of a 2,000-post blog's build in three languages (docs/performance.md).
 */
export function oncePer<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as Value;
  };
}
