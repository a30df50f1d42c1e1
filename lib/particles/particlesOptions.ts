import type { ISourceOptions } from '@tsparticles/engine';

/** Spec §9's particles and links: white, on the dark design. The light theme draws them in its own colour. */
export const SPEC_PARTICLE_COLOUR = '#ffffff';

/**
 * The background of spec §9, in tsParticles 4 option names. `ISourceOptions` accepts any key, so a misspelt one
 * would compile and be ignored: __tests__/lib/particles/particlesOptions.test.ts checks what the engine actually resolves.
 */
export const particlesOptions: ISourceOptions = particlesOptionsIn(SPEC_PARTICLE_COLOUR);

/** The same background with its particles and links in `colour` (the theme's --particles): nothing else changes. */
export function particlesOptionsIn(colour: string): ISourceOptions {
  return {
    fpsLimit: 120,
    detectRetina: true,
    fullScreen: { enable: true, zIndex: -1 },
    // The engine's defaults, written out because the spec names them.
    zLayers: 100,
    pauseOnBlur: true,
    pauseOnOutsideViewport: true,
    particles: {
      number: { value: 80 },
      paint: { color: { value: colour } },
      opacity: { value: 0.5 },
      size: { value: { min: 1, max: 4 } },
      move: { enable: true, speed: 1, outModes: { default: 'bounce' } },
      links: { enable: true, distance: 150, color: colour, opacity: 0.2, width: 1 },
    },
    interactivity: {
      events: {
        onHover: { enable: true, mode: 'repulse' },
        onClick: { enable: true, mode: 'push' },
      },
      modes: {
        repulse: { distance: 200, duration: 0.4 },
        push: { quantity: 10 },
      },
    },
  };
}
