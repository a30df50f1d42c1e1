/** @jest-environment node */
import { tsParticles, type Container } from '@tsparticles/engine';
import type { FromWorker, ToWorker } from '@/lib/particles/particlesMessages';
import { particlesOptions } from '@/lib/particles/particlesOptions';
import { contextThatDrawsNothing } from '../../../support/browserStubs';
import { required } from '../../../../lib/required';

// The worker's module, run as a worker runs it: a global scope with no DOM, messages in and out, animation frames
// and an OffscreenCanvas, here with a 2D context that records nothing. The real engine and slim bundle run on it,
// so what is checked is what the engine makes of what the page forwards.

class FakeOffscreenCanvas {
  width = 0;
  height = 0;
  context = contextThatDrawsNothing();
  getContext = jest.fn(() => this.context);
}

const scope = new EventTarget();
const posted: FromWorker[] = [];
Object.assign(globalThis, {
  OffscreenCanvas: FakeOffscreenCanvas,
  addEventListener: scope.addEventListener.bind(scope),
  removeEventListener: scope.removeEventListener.bind(scope),
  dispatchEvent: scope.dispatchEvent.bind(scope),
  postMessage: (message: FromWorker) => posted.push(message),
  requestAnimationFrame: (callback: (time: number) => void) => setTimeout(() => callback(performance.now()), 16),
  cancelAnimationFrame: (handle: number) => clearTimeout(handle),
});

const send = (data: ToWorker) => scope.dispatchEvent(new MessageEvent('message', { data }));
const frames = (count: number) => new Promise((resolve) => setTimeout(resolve, 16 * count + 8));
const SIZE = { width: 800, height: 600, pixelRatio: 2 };
let canvas: FakeOffscreenCanvas;
let container: Container;

beforeAll(async () => {
  // Imported after the scope is in place, as in a worker, where the module's listeners need it.
  await import('@/lib/particles/worker/particlesWorker');
  canvas = new FakeOffscreenCanvas();
  send({ type: 'start', canvas: canvas as unknown as OffscreenCanvas, size: SIZE, media: { '(color-gamut: p3)': false }, hidden: false, playing: true, colour: '#ffffff' });
  const deadline = Date.now() + 10_000;
  while (!posted.length && Date.now() < deadline) await frames(1);
  container = required(tsParticles.item(0));
});
afterAll(() => container?.destroy());

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the background worker', () => {
  it('starts the engine with the spec’s options on the transferred canvas, at its laid-out size and density, and says so', () => {
    expect(posted).toEqual([{ type: 'ready' }]);
    expect(container.actualOptions.particles.number.value).toBe(required(required(particlesOptions.particles).number).value);
    expect(container.particles.count).toBe(80);
    expect([canvas.width, canvas.height]).toEqual([1600, 1200]);
    expect(container.retina.pixelRatio).toBe(2);
    expect(container.animationStatus).toBe(true);
  });

  it('pushes ten particles where the visitor clicks, as forwarded by the page, and repulses them from the pointer', async () => {
    const at = { clientX: 300, clientY: 200 };
    const pointer = { x: 600, y: 400 }; // In canvas pixels: CSS pixels × density.
    send({ type: 'pointer', event: 'pointermove', ...at });
    send({ type: 'pointer', event: 'pointerdown', ...at });
    send({ type: 'pointer', event: 'pointerup', ...at });
    expect(container.particles.count).toBe(90);
    const pushed = container.particles.filter((particle) => distance(particle.position, pointer) < 1);
    expect(pushed).toHaveLength(10);
    await frames(10);
    // Ten frames of drift (speed 1, a few canvas pixels) would leave them near; repulse drives them far off.
    for (const particle of pushed) expect(distance(particle.position, pointer)).toBeGreaterThan(40);
    send({ type: 'pointer', event: 'pointerleave', clientX: 0, clientY: 0 });
  });

  it('takes a touch as a tap, where the finger is', () => {
    const finger = [{ identifier: 1, clientX: 100, clientY: 120 }];
    send({ type: 'touch', event: 'touchstart', touches: finger, changedTouches: finger });
    send({ type: 'touch', event: 'touchend', touches: [], changedTouches: finger });
    expect(container.particles.filter((particle) => distance(particle.position, { x: 200, y: 240 }) < 1)).toHaveLength(10);
  });

  it('pauses on a still frame and plays again at the page’s word', () => {
    send({ type: 'playing', playing: false });
    expect(container.animationStatus).toBe(false);
    send({ type: 'playing', playing: true });
    expect(container.animationStatus).toBe(true);
  });

  it('keeps a pause asked while the page is hidden (a window covered as the visitor pressed it) once it is shown', () => {
    send({ type: 'visibility', hidden: true });
    send({ type: 'playing', playing: false });
    send({ type: 'visibility', hidden: false });
    expect(container.animationStatus).toBe(false);
    send({ type: 'playing', playing: true });
    expect(container.animationStatus).toBe(true);
  });

  it('pauses while the page is hidden, and plays again when it is shown', () => {
    send({ type: 'visibility', hidden: true });
    expect(container.pageHidden).toBe(true);
    send({ type: 'visibility', hidden: false });
    expect(container.pageHidden).toBe(false);
    expect(container.animationStatus).toBe(true);
  });

  it('follows the canvas’s new size, as on a window resize', async () => {
    send({ type: 'resize', size: { ...SIZE, width: 390, height: 844 } });
    await new Promise((resolve) => setTimeout(resolve, container.actualOptions.resize.delay * 1000 + 100));
    expect([canvas.width, canvas.height]).toEqual([780, 1688]);
  });

  it('draws its still frame again after a resize while paused, which clears the canvas', async () => {
    send({ type: 'playing', playing: false });
    const draw = jest.spyOn(container, 'draw');
    send({ type: 'resize', size: { ...SIZE, width: 400, height: 700 } });
    await new Promise((resolve) => setTimeout(resolve, container.actualOptions.resize.delay * 1000 + 100));
    expect([canvas.width, canvas.height]).toEqual([800, 1400]);
    expect(draw).toHaveBeenCalledWith(true);
    expect(container.animationStatus).toBe(false);
  });
});
