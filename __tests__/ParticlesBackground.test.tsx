import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tsParticles } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';
import ParticlesBackground, { MOTION_KEY } from '@/components/ParticlesBackground';
import { particlesOptions } from '@/lib/particlesOptions';
import { settle, stubBrowser, useFakeTimers, watchUnhandledRejections } from './support/browserStubs';

// The engine and the slim bundle are mocked; the real @tsparticles/react wrapper runs between them and the page.
jest.mock('@tsparticles/engine', () => ({ tsParticles: { load: jest.fn() } }));
jest.mock('@tsparticles/slim', () => ({ loadSlim: jest.fn() }));
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

let container: ReturnType<typeof fakeContainer>;
const unhandled = watchUnhandledRejections();
useFakeTimers();

beforeEach(() => {
  container = fakeContainer();
  mockLoad.mockReset().mockResolvedValue(container);
  mockLoadSlim.mockReset().mockResolvedValue(undefined);
  localStorage.clear();
  stubBrowser();
});

describe('ParticlesBackground', () => {
  it('waits until the page has settled and the browser is idle, then loads the engine once with the spec’s options, and plays', async () => {
    render(<ParticlesBackground />);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(mockLoadSlim).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await pauseButton();
    expect(mockLoadSlim).toHaveBeenCalledTimes(1);
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(mockLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 'tsparticles', options: particlesOptions }));
    expect(container.play).toHaveBeenCalled();
    expect(container.pause).not.toHaveBeenCalled();
  });

  it('stays mounted as the layout re-renders on route changes, never rebuilt', async () => {
    const { rerender } = render(<ParticlesBackground />);
    await pauseButton();
    for (let i = 0; i < 3; i++) rerender(<ParticlesBackground />);
    await act(settle);
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(container.destroy).not.toHaveBeenCalled();
  });

  it('pauses and plays through the container from a keyboard-reachable button, and remembers the choice', async () => {
    const user = setupUser();
    render(<ParticlesBackground />);
    const button = await pauseButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(container.pause).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(MOTION_KEY)).toBe('paused');
    await user.click(await playButton());
    expect(container.play).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(MOTION_KEY)).toBe('playing');
  });

  it('starts paused on the next page or visit when the visitor paused it', async () => {
    localStorage.setItem(MOTION_KEY, 'paused');
    render(<ParticlesBackground />);
    await playButton();
    expect(container.pause).toHaveBeenCalled();
    expect(container.draw).toHaveBeenCalledWith(true);
    expect(container.play).not.toHaveBeenCalled();
  });

  it('keeps everything still under prefers-reduced-motion, until the visitor presses play', async () => {
    stubBrowser({ reducedMotion: true });
    const user = setupUser();
    render(<ParticlesBackground />);
    await user.click(await playButton());
    expect(container.play).toHaveBeenCalledTimes(1);
    // Before the press, nothing had played.
    expect(container.pause.mock.invocationCallOrder[0]).toBeLessThan(container.play.mock.invocationCallOrder[0]);
  });

  it('never starts the engine where OffscreenCanvas is missing (the engine would reject)', async () => {
    stubBrowser({ offscreenCanvas: false });
    render(<ParticlesBackground />);
    await act(settle);
    expect(mockLoadSlim).not.toHaveBeenCalled();
    expect(mockLoad).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
