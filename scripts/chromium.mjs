// The system Chromium, shared by every script that drives a browser: none is ever downloaded.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** As root Chromium needs no sandbox; the rest stop its calls home, which fail noisily on a closed network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Stops with a message that says how to get a browser, rather than failing later in a less clear way. */
export function requireChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install it (as root: apt-get update && apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return chromiumPath;
}
