/** @jest-environment node */
import type { FromWorker, ToWorker } from '@/lib/particles/particlesMessages';

// A file of its own: the worker's module starts once per worker. Here the worker lacks animation frames (as in
// engines that give workers OffscreenCanvas but no frame loop): it must say so, for the page to draw instead.
const scope = new EventTarget();
const posted: FromWorker[] = [];
Object.assign(globalThis, {
  addEventListener: scope.addEventListener.bind(scope),
  postMessage: (message: FromWorker) => posted.push(message),
});

it('tells the page it cannot draw, and why, when the worker has no animation frames', async () => {
  await import('@/lib/particles/worker/particlesWorker');
  const start: ToWorker = { type: 'start', canvas: {} as OffscreenCanvas, size: { width: 1, height: 1, pixelRatio: 1 }, media: {}, hidden: false, playing: true, colour: '#ffffff' };
  scope.dispatchEvent(new MessageEvent('message', { data: start }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(posted).toEqual([{ type: 'failed', reason: 'requestAnimationFrame is missing in workers' }]);
});
