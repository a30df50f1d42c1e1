'use client';

import type { Container } from '@tsparticles/engine';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa6';
import { usePrefersReducedMotion } from '@/lib/usePrefersReducedMotion';
import styles from './ParticlesBackground.module.css';

const ParticlesCanvas = dynamic(() => import('./ParticlesCanvas'), { ssr: false });

/** Where the visitor's pause/play choice is kept, across pages and visits. */
export const MOTION_KEY = 'background-animation';

/** After the page is interactive and the browser is idle, so no page's first paint or input waits for the engine. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1000);
  return () => clearTimeout(handle);
}

/** The engine draws through OffscreenCanvas and rejects, uncaught by the React wrapper, where it is missing. */
const canAnimate = () => typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';

function storedChoice(): boolean | undefined {
  try {
    const value = localStorage.getItem(MOTION_KEY);
    return value === null ? undefined : value === 'playing';
  } catch {
    return undefined; // Storage blocked: no memory, but still a working control.
  }
}

/**
 * The animated particles behind every page, mounted once in the root layout, with a control to pause and play
 * them (WCAG 2.2.2). Under prefers-reduced-motion they stay still unless the visitor presses play.
 */
export default function ParticlesBackground() {
  const [load, setLoad] = useState(false);
  const [container, setContainer] = useState<Container>();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean>();
  const playing = choice ?? !reducedMotion;

  useEffect(() => {
    if (!canAnimate()) return;
    setChoice(storedChoice());
    return whenIdle(() => setLoad(true));
  }, []);

  const onLoaded = useCallback((loaded?: Container) => setContainer(loaded), []);

  useEffect(() => {
    if (!container) return;
    if (playing) {
      container.play();
    } else {
      container.pause();
      container.draw(true); // One still frame rather than an empty canvas.
    }
  }, [container, playing]);

  const toggle = () => {
    const next = !playing;
    setChoice(next);
    try {
      localStorage.setItem(MOTION_KEY, next ? 'playing' : 'paused');
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  };

  if (!load) return null;
  return (
    <>
      <ParticlesCanvas onLoaded={onLoaded} />
      {container && (
        <button type="button" className={`icon-button ${styles.toggle}`} onClick={toggle}>
          {playing ? <FaPause aria-hidden="true" /> : <FaPlay aria-hidden="true" />}
          <span className="sr-only">{playing ? 'Pause' : 'Play'} background animation</span>
        </button>
      )}
    </>
  );
}
