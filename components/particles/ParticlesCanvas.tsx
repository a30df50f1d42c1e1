'use client';

import type { Container, Engine } from '@tsparticles/engine';
import { useState } from 'react';
import Particles, { ParticlesProvider } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';
import { particlesOptionsIn } from '@/lib/particles/particlesOptions';
import { loadStartInSlices } from '@/lib/particles/particlesStartInSlices';
import { loadStillFrameOnResize } from '@/lib/particles/stillFrameOnResize';

// Module level: the provider requires one identity for the app's life.
async function init(engine: Engine) {
  await loadSlim(engine);
  // On the page's thread, its start in short tasks.
  await loadStartInSlices(engine);
  await loadStillFrameOnResize(engine);
}

type Props = {
  /** Whether the engine plays from its first frame (the visitor's stored choice, reduced motion). */
  playing: boolean;
  /** The particles' colour in the theme shown; a change of theme mounts the canvas again (ParticlesBackground). */
  colour: string;
  /** Must keep one identity: a new one makes the wrapper tear the canvas down and build it again. */
  onLoaded: (container?: Container) => void;
};

/** The tsParticles canvas itself; loaded on demand by ParticlesBackground so no page waits for the engine. */
export default function ParticlesCanvas({ playing, colour, onLoaded }: Props) {
  // Paused from the start where the visitor paused it, as the worker starts: not a few frames of drift before the
  // pause arrives. Read once: new options would make the wrapper build the canvas again.
  const [options] = useState(() => ({ ...particlesOptionsIn(colour), autoPlay: playing }));
  return (
    <ParticlesProvider init={init}>
      <Particles id="tsparticles" options={options} particlesLoaded={onLoaded} />
    </ParticlesProvider>
  );
}
