import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium, type Page } from '@playwright/test';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromiumFlags, firefoxPath, miniBrowserPath, testChromiumPath, webkitDriverPath, xsettingsdPath } from '../../scripts/test/chromium.mjs';
import { pollUntil } from '../waits';
import { freePort } from '../../scripts/test/free-port.mjs';
import { required } from '../../lib/required';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** What a visitor's system tells pages it prefers: `prefers-color-scheme` and `prefers-reduced-motion`. */
export type Preferences = { colorScheme: 'light' | 'dark'; reducedMotion: boolean };

/**
 * What the cross-browser journeys ask of a browser, in one shape whatever drives it: Playwright (Chromium),
 * Puppeteer over WebDriver BiDi (Firefox ESR) and classic WebDriver (WebKitGTK, Safari's engine). Elements are
 * found by CSS; `script` is the body of a function run in the page.
 */
export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  viewport(width: number, height: number): Promise<void>;
  click(css: string): Promise<void>;
  fill(css: string, text: string): Promise<void>;
  press(key: 'Escape' | 'Tab' | 'Enter' | 'ArrowDown' | 'ArrowUp'): Promise<void>;
  /** Types into the focused element, key by key, as a keyboard does. */
  type(text: string): Promise<void>;
  run<T>(script: string): Promise<T>;
  screenshot(): Promise<string>;
  /**
   * Takes the browser offline or back online. Chromium really goes offline; Firefox (WebDriver BiDi) and WebKit
   * (classic WebDriver) have no network switch, so the page is told as the browser tells it: navigator.onLine
   * reads false, and 'offline' then 'online' fire on the window.
   */
  offline(on: boolean): Promise<void>;
  /**
   * Changes what the system prefers, live, as a visitor's system settings would: open pages hear of it without a
   * reload. Returns once the page sees it: a test that relies on a preference states it here first. Chromium emulates
   * the media features; Firefox's preferences and WebKitGTK's desktop settings (its theme and animations, through
   * the display's settings daemon) are changed.
   */
  prefer(preferences: Partial<Preferences>): Promise<void>;
  /**
   * Puts back the system's preferences the browser started with (SYSTEM_DEFAULTS), for the next test, without
   * waiting for a page to see them: how soon a busy browser hands them on can fail no test. The next test that
   * relies on one states it with `prefer`, which waits.
   */
  restorePreferences(): Promise<void>;
  /** The alerts shown so far (each accepted), oldest first. */
  alerts(): Promise<string[]>;
  /**
   * Console errors, policy violations, uncaught errors and failed responses so far; classic WebDriver (WebKit)
   * sees none of them, so it reports none.
   */
  readonly problems: string[];
  close(): Promise<void>;
}

/** The events Playwright and Puppeteer pages share: console lines, uncaught errors and dialogs. */
type EventPage = {
  on(event: 'console', listener: (message: { type(): string; text(): string }) => void): unknown;
  on(event: 'pageerror', listener: (error: unknown) => void): unknown;
  on(event: 'dialog', listener: (dialog: { message(): string; accept(): Promise<void> }) => void): unknown;
  on(event: 'response', listener: (response: { status(): number; url(): string }) => void): unknown;
};

/** The page's side of Driver.offline where the engine has no network switch (see there). */
const sayOffline = (on: boolean) => `Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => ${!on} }); window.dispatchEvent(new Event('${on ? 'offline' : 'online'}'));`;

/** What the browsers' systems prefer when the journeys start them. */
const SYSTEM_DEFAULTS: Preferences = { colorScheme: 'light', reducedMotion: false };

/**
 * How long a page may take to show what the journeys wait for (a document after a navigation, a preference handed
 * on): a bound that only turns a page that never does into a clear failure, far above what a busy machine takes.
 */
const PATIENCE = 30_000;

/** What a script run reads when the page has no document to read yet: in the gap of a navigation, or still parsing. */
const NO_DOCUMENT_YET = '__no_document_yet__';
/** What an engine says when a script ran into the end of its document (a navigation under way). */
const BETWEEN_DOCUMENTS = /document\.documentElement is null|Execution context was destroyed|Cannot find context with specified id|Inspected target navigated|no such (frame|window)/i;

/**
 * Runs `script` (a function body) through `evaluate` (the engine's), once the page has a parsed document: while it
 * has none, or a navigation ends the one it ran in, it waits and runs it again.
 */
async function runInDocument<T>(evaluate: (body: string) => Promise<unknown>, script: string): Promise<T> {
  const body = `if (!document.documentElement || document.readyState === 'loading') return '${NO_DOCUMENT_YET}'; return (() => {${script}})();`;
  let result: unknown = NO_DOCUMENT_YET;
  const ran = async () => {
    try {
      result = await evaluate(body);
    } catch (error) {
      if (!BETWEEN_DOCUMENTS.test(String(error))) throw error;
    }
    return result !== NO_DOCUMENT_YET;
  };
  await pollUntil(ran, { within: PATIENCE, failure: () => new Error(`the page had no document to run a script in for ${PATIENCE / 1000} s`) });
  return result as T;
}

/** The query the page answers once it sees the preferences. */
const seen = ({ colorScheme, reducedMotion }: Partial<Preferences>) =>
  `return ${
    [...(colorScheme ? [`matchMedia('(prefers-color-scheme: ${colorScheme})').matches`] : []), ...(reducedMotion === undefined ? [] : [`matchMedia('(prefers-reduced-motion: ${reducedMotion ? 'reduce' : 'no-preference'})').matches`])].join(
      ' && ',
    ) || 'true'
  }`;

/**
 * Driver.prefer and Driver.restorePreferences, from the engine's way of telling the browser (`tell`, which resolves
 * once the browser has been told): the page hands a change of settings to its pages a moment later, longer on a busy
 * machine, which `prefer` waits out.
 */
function preferences(tell: (preferences: Partial<Preferences>) => Promise<void>, run: Driver['run']): Pick<Driver, 'prefer' | 'restorePreferences'> {
  let changed = false;
  return {
    prefer: async (wanted) => {
      changed = true;
      await tell(wanted);
      await pollUntil(() => run<boolean>(seen(wanted)), { within: PATIENCE, failure: () => new Error(`the page does not see ${JSON.stringify(wanted)} after ${PATIENCE / 1000} s`) });
    },
    restorePreferences: async () => {
      if (changed) await tell(SYSTEM_DEFAULTS);
      changed = false;
    },
  };
}

/** Driver.run for a page that evaluates an expression (Playwright's, Puppeteer's). */
const runIn =
  (page: { evaluate(expression: string): Promise<unknown> }): Driver['run'] =>
  (script) =>
    runInDocument((body) => page.evaluate(`(() => {${body}})()`), script);

/** Run in every document before its own scripts: a Content-Security-Policy violation becomes a console error. */
const reportViolations = "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));";

/**
 * Records a page's console errors (policy violations included, see reportViolations), uncaught errors and failed
 * responses, and accepts each alert, remembering what it said.
 */
function record(page: EventPage) {
  const problems: string[] = [];
  const alerts: string[] = [];
  // Not a problem: the icon Firefox guesses at for a plain file (the journeys store the visitor's choices from one),
  // at the server's root; the site's pages name their own icons, which the crawl of every asset checks.
  const guessedIcon = (url: string) => new URL(url).pathname === '/favicon.ico';
  page.on('response', (response) => void (response.status() >= 400 && !guessedIcon(response.url()) && problems.push(`${response.url()}: HTTP ${response.status()}`)));
  page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
  page.on('pageerror', (error) => void problems.push(error instanceof Error ? error.message : String(error)));
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return { problems, alerts };
}

async function launchChromium(): Promise<Driver> {
  // Scrollbars over the page (hidden), as a phone's are, so a 390 px viewport lays the page out 390 px wide.
  const browser = await playwrightChromium.launch({ executablePath: testChromiumPath, args: [...chromiumFlags, '--hide-scrollbars'] });
  // Copying is allowed, as Firefox and WebKit allow it on a click or a key press.
  const page: Page = await (await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
  await page.addInitScript(reportViolations);
  const { problems, alerts } = record(page as unknown as EventPage);
  const run = runIn(page);
  return {
    engine: 'chromium',
    problems,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    viewport: (width, height) => page.setViewportSize({ width, height }),
    click: (css) => page.click(css),
    fill: (css, text) => page.fill(css, text),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    run,
    screenshot: async () => (await page.screenshot()).toString('base64'),
    offline: (on) => page.context().setOffline(on),
    ...preferences(
      ({ colorScheme, reducedMotion }) =>
        page.emulateMedia({
          ...(colorScheme ? { colorScheme } : {}),
          ...(reducedMotion === undefined ? {} : { reducedMotion: reducedMotion ? 'reduce' : 'no-preference' }),
        }),
      run,
    ),
    alerts: async () => [...alerts],
    close: () => browser.close(),
  };
}

/** The Firefox preferences behind the media features (`layout.css.prefers-color-scheme.content-override`: 0 dark, 1 light). */
const firefoxPreferences = ({ colorScheme, reducedMotion }: Partial<Preferences>) =>
  [
    ...(colorScheme ? [`Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', ${colorScheme === 'dark' ? 0 : 1});`] : []),
    ...(reducedMotion === undefined ? [] : [`Services.prefs.setIntPref('ui.prefersReducedMotion', ${reducedMotion ? 1 : 0});`]),
  ].join(' ');

async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // WebDriver BiDi has no media emulation in this Firefox: `prefer` sets the preferences behind it, from a script
    // in the browser's own window, which this switch lets the session reach.
    args: ['--remote-allow-system-access'],
    // Scrollbars over the page, as a phone's (and macOS's) are, so a 390 px viewport lays the page out 390 px wide.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const page: PuppeteerPage = await browser.newPage();
  await page.evaluateOnNewDocument(reportViolations);
  const { problems, alerts } = record(page as unknown as EventPage);
  // Puppeteer's own commands do not reach the browser's window: its WebDriver BiDi connection does.
  const bidi = (browser as unknown as { connection: { send(method: string, params: object): Promise<{ result: { contexts: { context: string }[]; type: string } }> } }).connection;
  const run = runIn(page);
  return {
    engine: 'firefox',
    problems,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    viewport: (width, height) => page.setViewport({ width, height }),
    click: (css) => page.click(css),
    fill: async (css, text) => {
      await page.click(css);
      // What was there is replaced, as the other drivers' fill does: typing replaces the selection.
      await page.$eval(css, (field) => (field as HTMLInputElement).select());
      await page.type(css, text);
    },
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    run,
    screenshot: async () => Buffer.from(await page.screenshot()).toString('base64'),
    offline: async (on) => void (await page.evaluate(sayOffline(on))),
    ...preferences(async (wanted) => {
      const { result } = await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
      const evaluated = await bidi.send('script.evaluate', {
        expression: firefoxPreferences(wanted),
        target: { context: result.contexts[0].context },
        awaitPromise: false,
      });
      if (evaluated.result.type !== 'success') throw new Error(`Firefox's preferences: ${JSON.stringify(evaluated.result)}`);
    }, run),
    alerts: async () => [...alerts],
    close: () => browser.close(),
  };
}

/** WebKitGTK's desktop settings, as xsettingsd reads them: a dark theme's name makes it prefer dark. */
const desktopSettings = ({ colorScheme, reducedMotion }: Preferences) => `Net/ThemeName "${colorScheme === 'dark' ? 'Adwaita-dark' : 'Adwaita'}"\nGtk/EnableAnimations ${reducedMotion ? 0 : 1}\n`;

async function launchWebkit(): Promise<Driver> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'webkit-desktop-'));
  const settingsFile = join(dir, 'xsettings');
  let settings: Preferences = SYSTEM_DEFAULTS;
  writeFileSync(settingsFile, desktopSettings(settings));
  // WebKitGTK draws into a real window: xvfb-run gives it a display, whose settings daemon starts first.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', 'sh', '-c', '"$1" -c "$2" 2>/dev/null & echo $! > "$3"; exec "$4" --port="$5"', 'sh', xsettingsdPath, settingsFile, join(dir, 'pid'), webkitDriverPath, String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-required(driver.pid));
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let browser: WebdriverIO.Browser;
  try {
    // Ready once it answers WebDriver's status (on a busy machine, seconds after it starts).
    await pollUntil(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        within: PATIENCE,
        every: 100,
        failure: () => new Error(`WebKitWebDriver did not answer on port ${port} in ${PATIENCE / 1000} s`),
      },
    );
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      // Its failed probes for an open alert are expected: keep them out of the report.
      logLevel: 'silent',
      connectionRetryCount: 2,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver only.
        'wdio:enforceWebDriverClassic': true,
        // An open alert fails the next command and stays open, so the journey reads what it said (see guarded).
        unhandledPromptBehavior: 'ignore',
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    stop();
    throw error;
  }
  const alerts: string[] = [];
  /** An open alert blocks the page; accept it, remembering what it said. */
  const acceptAlerts = async () => {
    try {
      alerts.push(await browser.getAlertText());
      await browser.acceptAlert();
    } catch {
      // No alert open.
    }
  };
  /**
   * Runs a command; if an alert is open, it fails (see unhandledPromptBehavior): accept the alert, then run it again.
   * Asking first whether one is open would cost every command half a second: WebKitWebDriver answers "no such
   * alert" only after that long.
   */
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      if (!/unexpected alert open/.test(String(error))) throw error;
      await acceptAlerts();
      return command();
    }
  };
  const run: Driver['run'] = (script) => runInDocument((body) => guarded(() => browser.execute(body)), script);
  return {
    engine: 'webkit',
    problems: [],
    goto: (url) => guarded(() => browser.url(url)).then(() => undefined),
    viewport: (width, height) =>
      guarded(async () => {
        // The window's size, less its frame, is the viewport's: grow the window by the difference.
        await browser.setWindowSize(width, height);
        const [innerWidth, innerHeight] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
        await browser.setWindowSize(width * 2 - innerWidth, height * 2 - innerHeight);
      }),
    click: (css) =>
      guarded(async () => {
        const element = await browser.$(css);
        // Classic WebDriver clicks at the element's centre, which must be in view: put it in the middle.
        await browser.execute((el) => el.scrollIntoView({ block: 'center' }), element as unknown as HTMLElement);
        await element.click();
      }),
    fill: (css, text) =>
      guarded(async () => {
        const element = await browser.$(css);
        await element.clearValue();
        await element.addValue(text);
      }),
    press: (key) => guarded(() => browser.keys(key)),
    type: (text) => guarded(() => browser.keys(text)),
    run,
    screenshot: () => guarded(() => browser.takeScreenshot()),
    offline: (on) => guarded(() => browser.execute(sayOffline(on))).then(() => undefined),
    ...preferences(async (wanted) => {
      settings = { ...settings, ...wanted };
      writeFileSync(settingsFile, desktopSettings(settings));
      // SIGHUP: the daemon reads its file again and tells the display's windows what changed.
      process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 'SIGHUP');
    }, run),
    alerts: async () => {
      await acceptAlerts();
      return [...alerts];
    },
    close: async () => {
      await browser.deleteSession().catch(() => {});
      stop();
    },
  };
}

/** A browser of the engine, started from the system's packages (never a downloaded one). */
export function launch(engine: Engine): Promise<Driver> {
  if (engine === 'firefox') return launchFirefox();
  if (engine === 'webkit') return launchWebkit();
  return launchChromium();
}
