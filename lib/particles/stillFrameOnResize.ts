import type { Engine, IPlugin } from '@tsparticles/engine';

/**
 * A paused engine draws nothing after a resize, and resizing its canvas clears it: a visitor who paused the
 * background and then turned their phone or resized the window would see it vanish. This draws the still frame
 * again once the engine has resized, on either thread.
 */
const plugin: IPlugin = {
  id: 'stillFrameOnResize',
  getPlugin: async (container) => ({
    resize: () => {
      if (!container.animationStatus) container.draw(true);
    },
  }),
  loadOptions: () => undefined,
  needsPlugin: () => true,
};

/** Registers the plugin with `engine`, before any container is loaded. */
export async function loadStillFrameOnResize(engine: Engine) {
  await engine.pluginManager.register((e) => e.pluginManager.addPlugin(plugin));
}
