import { startParticlesWorker } from '@/lib/particles/particlesWorkerClient';
import { workerCanDraw } from '@/lib/particles/workerCanDraw';
import { FakeWorker, stubBrowser, stubWorker, USER_AGENTS } from '../../support/browserStubs';

// The page's side of the background's worker: what it forwards, and how it stops. The worker's side, and what the
// engine makes of these messages, is in particlesWorker.test.ts.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const worker = () => FakeWorker.made[0];
const told = () => worker().messages.slice(1);

function start(playing = true) {
  const canvas = document.body.appendChild(document.createElement('canvas'));
  const onReady = jest.fn();
  const onFailed = jest.fn();
  const stop = startParticlesWorker(canvas, { playing, colour: '#ffffff' }, { onReady, onFailed });
  return { canvas, onReady, onFailed, stop };
}

beforeEach(() => {
  stubBrowser();
  stubWorker('ready');
});

it('hands the canvas over once it is laid out, with its size, the page’s visibility and media, whether to play, and the theme’s colour', async () => {
  const { canvas } = start(false);
  expect(worker().messages).toEqual([]);
  await flush();
  expect(worker().messages[0]).toEqual({
    type: 'start',
    canvas: { transferredFrom: canvas },
    size: { width: canvas.clientWidth, height: canvas.clientHeight, pixelRatio: devicePixelRatio },
    media: { '(color-gamut: p3)': false, '(dynamic-range: high)': false },
    hidden: false,
    playing: false,
    colour: '#ffffff',
  });
  expect(worker().transferred).toEqual([{ transferredFrom: canvas }]);
});

it('forwards pointer and touch input, visibility and media changes, in the order they happen', async () => {
  start();
  await flush();
  const media = (window.matchMedia as jest.Mock).mock.results.map(({ value }) => value);
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointerleave']) {
    document.dispatchEvent(new MouseEvent(type, { clientX: 12, clientY: 34 }));
  }
  const finger = { identifier: 7, clientX: 5, clientY: 6, force: 1 };
  document.dispatchEvent(Object.assign(new Event('touchstart'), { touches: [finger], changedTouches: [finger] }));
  document.dispatchEvent(Object.assign(new Event('touchend'), { touches: [], changedTouches: [finger] }));
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'hidden');
  const [, onChange] = media[0].addEventListener.mock.calls.find(([type]: [string]) => type === 'change');
  onChange({ matches: true });
  const point = { identifier: 7, clientX: 5, clientY: 6 };
  expect(told()).toEqual([
    ...['pointermove', 'pointerdown', 'pointerup', 'pointerleave'].map((event) => ({ type: 'pointer', event, clientX: 12, clientY: 34 })),
    { type: 'touch', event: 'touchstart', touches: [point], changedTouches: [point] },
    { type: 'touch', event: 'touchend', touches: [], changedTouches: [point] },
    { type: 'visibility', hidden: true },
    { type: 'media', query: media[0].media, matches: true },
  ]);
});

it('listens passively, so no scroll or tap waits for the background', () => {
  const listen = jest.spyOn(document, 'addEventListener');
  start();
  const inputs = listen.mock.calls.filter(([type]) => /^(pointer|touch)/.test(type));
  expect(inputs).toHaveLength(8);
  for (const [, , options] of inputs) expect(options).toEqual({ passive: true });
  listen.mockRestore();
});

it('once the worker is ready, gives the page its pause and play', async () => {
  const { onReady, onFailed } = start();
  await flush();
  expect(onFailed).not.toHaveBeenCalled();
  expect(onReady).toHaveBeenCalledTimes(1);
  onReady.mock.calls[0][0].setPlaying(false);
  expect(told()).toEqual([{ type: 'playing', playing: false }]);
});

it.each(['failed', 'load error'] as const)('when the worker cannot start (%s): says so once, ends it and stops forwarding', async (answer) => {
  stubWorker(answer);
  const { onReady, onFailed } = start();
  await flush();
  expect(onReady).not.toHaveBeenCalled();
  expect(onFailed).toHaveBeenCalledTimes(1);
  expect(worker().terminated).toBe(true);
  document.dispatchEvent(new MouseEvent('pointermove', { clientX: 1, clientY: 2 }));
  expect(told()).toEqual([]);
});

it('when workers are missing: says so, and forwards nothing', () => {
  stubWorker('missing');
  const listen = jest.spyOn(document, 'addEventListener');
  const { onFailed } = start();
  expect(onFailed).toHaveBeenCalledTimes(1);
  expect(listen).not.toHaveBeenCalled();
  listen.mockRestore();
});

it('stops: ends the worker and forwards nothing more', async () => {
  const { stop } = start();
  await flush();
  stop();
  expect(worker().terminated).toBe(true);
  document.dispatchEvent(new MouseEvent('pointermove', { clientX: 1, clientY: 2 }));
  expect(told()).toEqual([]);
});

it('lets workers draw in Chromium and Firefox, not in WebKit browsers (Safari, every browser on iOS)', () => {
  expect(workerCanDraw(USER_AGENTS.chrome)).toBe(true);
  expect(workerCanDraw(USER_AGENTS.firefox)).toBe(true);
  expect(workerCanDraw(USER_AGENTS.safari)).toBe(false);
  expect(workerCanDraw(USER_AGENTS.iosChrome)).toBe(false);
  expect(workerCanDraw('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36')).toBe(true);
});
