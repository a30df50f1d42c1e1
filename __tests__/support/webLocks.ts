/**
 * A stand-in for the Web Locks API (jsdom has none): exclusive locks by name, granted in request order, each held
 * until its callback's promise settles. Installed for the test file that calls it, removed after.
 */
export function installWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      const before = queues.get(name) ?? Promise.resolve();
      const held = before.then(() => callback());
      queues.set(
        name,
        held.catch(() => {}),
      );
      return held;
    },
  };
  beforeEach(() => Object.defineProperty(navigator, 'locks', { value: locks, configurable: true }));
  afterEach(() => delete (navigator as { locks?: unknown }).locks);
}
