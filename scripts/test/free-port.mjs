import { createServer } from 'node:net';

/** A port nobody listens on, as the system hands one out: for a server a test starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
