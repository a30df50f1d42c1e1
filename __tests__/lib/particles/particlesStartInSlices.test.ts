import { tsParticles, type Container } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';
import { particlesOptions } from '@/lib/particles/particlesOptions';
import { loadStartInSlices, PARTICLES_PER_TASK } from '@/lib/particles/particlesStartInSlices';
import { stubDrawingCanvas } from '../../support/browserStubs';
import { required } from '../../../lib/required';

// The real engine, as the page's thread runs it where the worker cannot (components/particles/ParticlesCanvas), with the
// browser's tasks under Jest's clock so each can be looked at, on a canvas that draws nothing (jsdom has none).
const wanted = (particlesOptions.particles as { number: { value: number } }).number.value;

beforeAll(async () => {
  stubDrawingCanvas();
  await loadSlim(tsParticles);
  await loadStartInSlices(tsParticles);
});

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="tsparticles"></div>';
});

afterEach(() => {
  for (const container of tsParticles.items) container.destroy();
  jest.useRealTimers();
});

/** Runs the browser's tasks one at a time until `done`. */
async function runTasksUntil(done: () => boolean) {
  for (let task = 0; !done(); task++) {
    if (task > 1000) throw new Error('the engine never got there');
    await jest.advanceTimersToNextTimerAsync();
  }
}

const count = () => tsParticles.items[0]?.particles.count ?? 0;

describe('the background’s start on the page’s thread', () => {
  it('adds its particles a few per task, never all at once, until it has every one', async () => {
    // The count as each task starts: two in a row differ by what one task, and the promises it settled, added.
    const atTaskStart: number[] = [];
    const fakeSetTimeout = global.setTimeout;
    jest.spyOn(global, 'setTimeout').mockImplementation(((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
      fakeSetTimeout(() => {
        atTaskStart.push(count());
        callback(...args);
      }, ms)) as typeof setTimeout);
    let container: Container | undefined;
    void tsParticles.load({ id: 'tsparticles', options: particlesOptions }).then((loaded) => (container = loaded));
    await runTasksUntil(() => count() >= wanted && container !== undefined);
    await jest.advanceTimersToNextTimerAsync(); // a task more: nothing beyond what the options ask

    const counts = [...atTaskStart, count()];
    const added = counts.slice(1).map((now, task) => now - counts[task]);
    expect(Math.max(...added)).toBeLessThanOrEqual(PARTICLES_PER_TASK);
    expect(added.filter((n) => n > 0).length).toBeGreaterThanOrEqual(wanted / PARTICLES_PER_TASK);
    expect(count()).toBe(wanted);
  });

  it('draws the still frame of a container paused meanwhile once every particle is there', async () => {
    let container: Container | undefined;
    void tsParticles.load({ id: 'tsparticles', options: particlesOptions }).then((loaded) => (container = loaded));
    await runTasksUntil(() => container !== undefined);
    expect(count()).toBeLessThan(wanted);
    required(container).pause();
    const drawnWith: number[] = [];
    jest.spyOn(required(container), 'draw').mockImplementation(() => void drawnWith.push(count()));

    await runTasksUntil(() => count() >= wanted && drawnWith.length > 0);
    expect(drawnWith).toEqual([wanted]);
  });
});
