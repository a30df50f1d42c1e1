// The system Chromium, shared by every script that drives a browser: none is ever downloaded.
import { existsSync } from 'node:fs';

/**
 * The full browser, as visitors run it: the bench's, and the tests' for what the headless shell leaves out (the
 * back/forward cache, which its delegate turns off: "BackForwardCacheDisabledForDelegate"). Package chromium.
 */
export const fullChromiumPath = process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the build Playwright runs
 * headless tests in by default: the same Blink and V8 as the browser, without its window and its machinery, about
 * a third less processor time per test here. The full browser where it is not installed.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const testChromiumPath = process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : fullChromiumPath);

/** As root Chromium needs no sandbox; the rest stop its calls home, which fail noisily on a closed network. */
export const chromiumFlags = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

/** Stops with a message that says how to get a browser, rather than failing later in a less clear way. */
export function requireChromium(path = fullChromiumPath) {
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}. Install it (as root: apt-get update && apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome executable.`);
  }
  return path;
}

// The other engines the cross-browser journeys run in (e2e/engines/), from Debian's packages as well.
export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
// The settings daemon of WebKit's display: WebKitGTK takes the colour scheme and reduced motion from the desktop's
// theme and animation settings, which a journey changes through it, live, as a visitor's system would.
export const xsettingsdPath = process.env.XSETTINGSD_PATH || '/usr/bin/xsettingsd';

/** The journeys' engines' browsers, or a message naming the Debian package that brings the missing one. */
export function requireEngines(engines) {
  const needs = {
    firefox: [[firefoxPath, 'firefox-esr', 'FIREFOX_PATH']],
    webkit: [
      [webkitDriverPath, 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH'],
      [miniBrowserPath, 'webkit2gtk-driver', 'MINIBROWSER_PATH'],
      ['/usr/bin/xvfb-run', 'xvfb', '(WebKit needs a display)'],
      [xsettingsdPath, 'xsettingsd', 'XSETTINGSD_PATH'],
    ],
  };
  const missing = engines.flatMap((engine) => needs[engine] ?? []).filter(([path]) => !existsSync(path));
  if (missing.length) {
    const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
    throw new Error(`Missing ${missing.map(([path, , variable]) => `${path} ${variable}`).join(', ')}. Install them ` + `(as root: apt-get update && apt-get install -y ${packages}) or set the variable named.`);
  }
}
