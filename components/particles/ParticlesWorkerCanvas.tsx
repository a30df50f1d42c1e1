'use client';

import { useEffect, useRef } from 'react';
import { startParticlesWorker, type BackgroundControl } from '@/lib/particles/particlesWorkerClient';
import { required } from '@/lib/required';

type Props = {
  /** Whether the engine plays from its first frame (the visitor's stored choice, reduced motion). */
  playing: boolean;
  /** The particles' colour in the theme shown; a change of theme mounts the canvas again (ParticlesBackground). */
  colour: string;
  onReady: (control: BackgroundControl) => void;
  /** The worker could not start: the caller draws on the main thread instead (components/particles/ParticlesCanvas). */
  onFailed: () => void;
};

/**
 * The background's canvas, drawn by a worker: the page only lays it out (fixed, full screen, behind the page:
 * ParticlesBackground.module.css) and forwards input. The canvas is made here, not rendered by React, because
 * its control can be handed over once only: a remount gets a fresh one.
 */
export default function ParticlesWorkerCanvas({ playing, colour, onReady, onFailed }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const start = useRef({ playing, colour, onReady, onFailed });

  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    required(holder.current, 'the canvas holder').append(canvas);
    const stop = startParticlesWorker(canvas, start.current, start.current);
    return () => {
      stop();
      canvas.remove();
    };
  }, []);

  return <div id="tsparticles" ref={holder} />;
}
