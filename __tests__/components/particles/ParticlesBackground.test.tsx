import { en } from '@/lib/i18n/words/en';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tsParticles } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';
import ParticlesBackground from '@/components/particles/ParticlesBackground';
import { MOTION_KEY } from '@/lib/particles/particlesPlayback';
import { particlesOptions } from '@/lib/particles/particlesOptions';
import { FakeWorker, settle, stubBrowser, stubWorker, withFakeTimers, watchUnhandledRejections } from '../../support/browserStubs';

// The worker is a stand-in (its own module is tested in particlesWorker.test.ts); the main-thread engine, the
// slim bundle and the start-in-slices plugin are mocked, and the real @tsparticles/react wrapper runs between them and the page.
jest.mock('@tsparticles/engine', () => ({ tsParticles: { load: jest.fn() } }));
jest.mock('@tsparticles/slim', () => ({ loadSlim: jest.fn() }));
// Its start in slices is the real engine's business: lib/particles/particlesStartInSlices is tested with it.
jest.mock('@/lib/particles/particlesStartInSlices', () => ({ loadStartInSlices: jest.fn() }));
jest.mock('@/lib/particles/stillFrameOnResize', () => ({ loadStillFrameOnResize: jest.fn() }));
const mockLoad = tsParticles.load as jest.Mock;
const mockLoadSlim = loadSlim as jest.Mock;

function fakeContainer() {
  return { destroyed: false, pause: jest.fn(), play: jest.fn(), draw: jest.fn(), refresh: jest.fn(), destroy: jest.fn() };
}

/** The control, once the background has settled in and the engine has started. */
async function control(action: 'Pause' | 'Play') {
  await act(settle);
  return screen.getByRole('button', { name: `${action} background animation` });
}
const pauseButton = () => control('Pause');
const playButton = () => control('Play');
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTimeAsync });
const worker = () => FakeWorker.made[0];
/** What the page told the worker, after the start (which is checked on its own). */
const told = () => worker().messages.slice(1);

let container: ReturnType<typeof fakeContainer>;
const unhandled = watchUnhandledRejections();
withFakeTimers();

beforeEach(() => {
  container = fakeContainer();
  mockLoad.mockReset().mockResolvedValue(container);
  mockLoadSlim.mockReset().mockResolvedValue(undefined);
  localStorage.clear();
  stubBrowser();
  stubWorker('ready');
});

describe('ParticlesBackground, drawn by its worker', () => {
  it('waits until the page has settled and the browser is idle, then hands a canvas behind the page to one worker, playing', async () => {
    const { container: page } = render(<ParticlesBackground labels={en.background} />);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(FakeWorker.made).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await pauseButton();
    expect(FakeWorker.made).toHaveLength(1);
    const canvas = page.querySelector('#tsparticles > canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(worker().messages[0]).toEqual(expect.objectContaining({ type: 'start', playing: true, hidden: false, canvas: { transferredFrom: canvas } }));
    expect(worker().transferred).toEqual([{ transferredFrom: canvas }]);
    expect(mockLoadSlim).not.toHaveBeenCalled();
    expect(mockLoad).not.toHaveBeenCalled();
  });

  it('stays mounted as the layout re-renders on route changes, never restarted', async () => {
    const { rerender } = render(<ParticlesBackground labels={en.background} />);
    await pauseButton();
    for (let i = 0; i < 3; i++) rerender(<ParticlesBackground labels={en.background} />);
    await act(settle);
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker().terminated).toBe(false);
  });

  it('pauses and plays through the worker from a keyboard-reachable button, and remembers the choice', async () => {
    const user = setupUser();
    render(<ParticlesBackground labels={en.background} />);
    const button = await pauseButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(told()).toContainEqual({ type: 'playing', playing: false });
    expect(localStorage.getItem(MOTION_KEY)).toBe('paused');
    await user.click(await playButton());
    expect(told().at(-1)).toEqual({ type: 'playing', playing: true });
    expect(localStorage.getItem(MOTION_KEY)).toBe('playing');
  });

  it('starts paused on the next page or visit when the visitor paused it', async () => {
    localStorage.setItem(MOTION_KEY, 'paused');
    render(<ParticlesBackground labels={en.background} />);
    await playButton();
    expect(worker().messages[0]).toEqual(expect.objectContaining({ type: 'start', playing: false }));
    expect(told()).not.toContainEqual({ type: 'playing', playing: true });
  });

  it('keeps everything still under prefers-reduced-motion, until the visitor presses play', async () => {
    stubBrowser({ reducedMotion: true });
    const user = setupUser();
    render(<ParticlesBackground labels={en.background} />);
    await user.click(await playButton());
    expect(worker().messages[0]).toEqual(expect.objectContaining({ type: 'start', playing: false }));
    expect(told().at(-1)).toEqual({ type: 'playing', playing: true });
    expect(told().filter((message) => (message as { playing?: boolean }).playing)).toHaveLength(1);
  });

  it('never starts where OffscreenCanvas is missing (the engine would reject)', async () => {
    stubBrowser({ offscreenCanvas: false });
    render(<ParticlesBackground labels={en.background} />);
    await act(settle);
    expect(FakeWorker.made).toHaveLength(0);
    expect(mockLoad).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(unhandled).not.toHaveBeenCalled();
  });
});

it('draws on the page in WebKit browsers, whose workers crash drawing on a transferred canvas', async () => {
  stubBrowser({ browser: 'safari' });
  render(<ParticlesBackground labels={en.background} />);
  await pauseButton();
  expect(FakeWorker.made).toHaveLength(0);
  expect(mockLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 'tsparticles', options: { ...particlesOptions, autoPlay: true } }));
  expect(container.play).toHaveBeenCalled();
});

describe.each([
  ['its engine fails there', 'failed'],
  ['its script fails to load', 'load error'],
  ['the browser has no workers', 'missing'],
] as const)('ParticlesBackground, where the worker cannot start (%s)', (_, answer) => {
  beforeEach(() => stubWorker(answer));

  it('draws on the main thread instead, once, with the spec’s options, on a canvas of its own', async () => {
    const { container: page } = render(<ParticlesBackground labels={en.background} />);
    await pauseButton();
    expect(FakeWorker.made.every((made) => made.terminated)).toBe(true);
    // (The slim bundle is loaded once per page life, by the first of these tests.)
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(mockLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 'tsparticles', options: { ...particlesOptions, autoPlay: true } }));
    expect(container.play).toHaveBeenCalled();
    // The worker's canvas, handed over and never drawn on, is gone.
    expect(page.querySelectorAll('canvas[aria-hidden]')).toHaveLength(0);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('pauses and plays the main-thread engine, and starts it paused where the visitor paused it', async () => {
    localStorage.setItem(MOTION_KEY, 'paused');
    const user = setupUser();
    render(<ParticlesBackground labels={en.background} />);
    await user.click(await playButton());
    // Paused from its first frame, as the worker starts, not once the pause has reached it.
    expect(mockLoad).toHaveBeenCalledWith(expect.objectContaining({ options: { ...particlesOptions, autoPlay: false } }));
    expect(container.draw).toHaveBeenCalledWith(true); // A still frame while paused.
    expect(container.pause.mock.invocationCallOrder[0]).toBeLessThan(container.play.mock.invocationCallOrder[0]);
    await user.click(await pauseButton());
    expect(container.pause).toHaveBeenCalledTimes(2);
  });
});
