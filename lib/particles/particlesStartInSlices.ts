import type { Container, Engine, IContainerPlugin, IPlugin } from '@tsparticles/engine';

/** Particles added per task: about 2 ms of work each on a 2-core laptop, 8 on a slow phone. */
export const PARTICLES_PER_TASK = 5;

/** Lets the browser paint and answer input before the engine goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The engine's start, in tasks short enough that a tap never waits on it, for where it runs on the page's main
 * thread (components/particles/ParticlesCanvas): otherwise its container's start is one long task of promises that
 * resolve within it. Through the engine's plugin API, at the two
 * places its start awaits a plugin: before it loads its options (`preInit`) and before it makes its particles
 * (`init`); and the particles themselves are added a few per task (`particlesInitialization`) rather than all at
 * once, so they appear over the first frames. The worker needs none of this: its tasks are not the page's.
 */
class StartInSlices implements IContainerPlugin {
  constructor(private readonly container: Container) {}

  preInit = nextTask;

  init = nextTask;

  /** Takes over when the engine would add every particle at once (groups are left to the engine). */
  particlesInitialization(): boolean {
    const { particles } = this.container.actualOptions;
    if (Object.keys(particles.groups).length) return false;
    void this.addInSlices(particles.number.value);
    return true;
  }

  private async addInSlices(count: number) {
    const { container } = this;
    while (!container.destroyed && container.particles.count < count) {
      for (let i = 0; i < PARTICLES_PER_TASK && container.particles.count < count; i++) container.particles.addParticle();
      await nextTask();
    }
    // A container paused meanwhile (reduced motion, the visitor's stored choice) drew its still frame too early.
    if (!container.destroyed && !container.animationStatus) container.draw(true);
  }
}

const plugin: IPlugin = {
  id: 'startInSlices',
  getPlugin: async (container) => new StartInSlices(container),
  loadOptions: () => undefined,
  needsPlugin: () => true,
};

/** Registers the plugin with `engine`, before any container is loaded. */
export async function loadStartInSlices(engine: Engine) {
  await engine.pluginManager.register((e) => e.pluginManager.addPlugin(plugin));
}
