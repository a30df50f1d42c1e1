import { tsParticles, type Container } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';
import { particlesOptions } from '@/lib/particles/particlesOptions';
import { stubDrawingCanvas } from '../../support/browserStubs';
import { required } from '../../../lib/required';

// The real engine and slim bundle resolve the options, so a key the engine does not know fails here.
// jsdom has no canvas drawing: see stubDrawingCanvas.

let container: Container;

beforeAll(async () => {
  stubDrawingCanvas();
  await loadSlim(tsParticles);
  document.body.innerHTML = '<div id="tsparticles"></div>';
  container = required(await tsParticles.load({ id: 'tsparticles', options: particlesOptions }));
});

afterAll(() => container.destroy());

describe('the background as the engine resolves it (spec §9)', () => {
  // Read through a loose type: the plugins' options are not on the engine's own option types.
  // biome-ignore lint/suspicious/noExplicitAny: the resolved options of the plugins, which the engine's types do not describe.
  const resolved = () => container.actualOptions as unknown as Record<string, any>;

  it('has 80 white particles of size 1 to 4 and opacity 0.5', () => {
    const { particles } = resolved();
    expect(particles.number.value).toBe(80);
    expect(particles.number.density.enable).toBe(false);
    expect(particles.paint.color.value).toBe('#ffffff');
    expect(particles.size.value).toEqual({ min: 1, max: 4 });
    expect(particles.opacity.value).toBe(0.5);
  });

  it('moves them at speed 1, bouncing at the edges', () => {
    const { move } = resolved().particles;
    expect(move.enable).toBe(true);
    expect(move.speed).toBe(1);
    expect(move.outModes.default).toBe('bounce');
  });

  it('links them within 150 px, white, at opacity 0.2 and width 1', () => {
    const { links } = resolved().particles;
    expect(links).toMatchObject({ enable: true, distance: 150, opacity: 0.2, width: 1 });
    expect(links.color.value).toBe('#ffffff');
  });

  it('repulses on hover (distance 200, duration 0.4) and pushes 10 on click', () => {
    const { events, modes } = resolved().interactivity;
    expect(events.onHover).toMatchObject({ enable: true, mode: 'repulse' });
    expect(events.onClick).toMatchObject({ enable: true, mode: 'push' });
    expect(modes.repulse).toMatchObject({ distance: 200, duration: 0.4 });
    expect(modes.push.quantity).toBe(10);
  });

  it('runs full screen behind the content at up to 120 fps, with retina detection, 100 z-layers and pausing', () => {
    const options = resolved();
    expect(options.fullScreen).toMatchObject({ enable: true, zIndex: -1 });
    expect(options.fpsLimit).toBe(120);
    expect(options.detectRetina).toBe(true);
    expect(options.zLayers).toBe(100);
    expect(options.pauseOnBlur).toBe(true);
    expect(options.pauseOnOutsideViewport).toBe(true);
  });

  it('creates the 80 particles', () => {
    expect(container.particles.count).toBe(80);
  });
});
