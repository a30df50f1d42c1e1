'use client';

import type { Container } from '@tsparticles/engine';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { MOTION_KEY, setContainerPlaying } from '@/lib/particles/particlesPlayback';
import type { BackgroundControl } from '@/lib/particles/particlesWorkerClient';
import { workerCanDraw } from '@/lib/particles/workerCanDraw';
import { usePrefersReducedMotion } from '@/lib/particles/usePrefersReducedMotion';
import { useThemeColour } from '@/lib/theme/useThemeColour';
import styles from './ParticlesBackground.module.css';

// Offline, or a deploy that replaced the chunks: a background that cannot be fetched leaves the plain one, never
// an error page in place of what the visitor was reading (or writing).
const unavailable = { default: () => null };
const ParticlesWorkerCanvas = dynamic(() => import('./ParticlesWorkerCanvas').catch(() => unavailable), { ssr: false });
// Only where the worker cannot draw: the engine on the main thread, through @tsparticles/react.
const ParticlesCanvas = dynamic(() => import('./ParticlesCanvas').catch(() => unavailable), { ssr: false });

/** How long the page stays quiet after loading before the engine starts. */
const SETTLE_MS = 1500;

/**
 * Once the page has finished loading, hydrated and settled, so neither its first paint nor its first input waits
 * for the engine: after the window's load event, a short quiet spell, then the browser's next idle moment.
 */
function whenSettled(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(callback, { timeout: 2000 });
      else callback();
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** The engine draws through OffscreenCanvas (in the worker or not) and rejects, uncaught by the React wrapper, where it is missing. */
const canAnimate = () => typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';

function storedChoice(): boolean | undefined {
  try {
    const value = localStorage.getItem(MOTION_KEY);
    return value === null ? undefined : value === 'playing';
  } catch {
    return undefined; // Storage blocked: no memory, but still a working control.
  }
}

type Props = {
  pauseIcon?: ReactNode;
  playIcon?: ReactNode;
  /** The toggle's name, in the page's language: "Pause background animation", "Play background animation". */
  labels: { pause: string; play: string };
};

/**
 * The animated particles behind every page, mounted once in the root layout, with a control to pause and play
 * them (WCAG 2.2.2). Under prefers-reduced-motion they stay still unless the visitor presses play. The control's
 * icons come drawn from the server (components/Icon), so no icon code ships to the browser.
 */
export default function ParticlesBackground({ pauseIcon, playIcon, labels }: Props) {
  const [load, setLoad] = useState(false);
  const [inWorker, setInWorker] = useState(true);
  const [control, setControl] = useState<BackgroundControl>();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean>();
  const playing = choice ?? !reducedMotion;
  // The particles' colour in the theme shown (--particles); a new theme starts the engine again in its colour. (Spec
  // §9's white where nothing resolves the token: under jsdom. The options themselves load with the engine.)
  const colour = useThemeColour('--particles', '#ffffff');

  useEffect(() => {
    if (!canAnimate()) return;
    setChoice(storedChoice());
    setInWorker(workerCanDraw());
    return whenSettled(() => setLoad(true));
  }, []);

  const onFailed = useCallback(() => setInWorker(false), []);
  const onLoaded = useCallback((container?: Container) => container && setControl({ setPlaying: (next) => setContainerPlaying(container, next) }), []);

  useEffect(() => control?.setPlaying(playing), [control, playing]);

  const toggle = () => {
    const next = !playing;
    setChoice(next);
    try {
      localStorage.setItem(MOTION_KEY, next ? 'playing' : 'paused');
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  };

  if (!load || !colour) return null;
  return (
    <>
      {inWorker ? <ParticlesWorkerCanvas key={colour} playing={playing} colour={colour} onReady={setControl} onFailed={onFailed} /> : <ParticlesCanvas key={colour} playing={playing} colour={colour} onLoaded={onLoaded} />}
      {control && (
        <button type="button" className={`icon-button ${styles.toggle}`} onClick={toggle}>
          {playing ? pauseIcon : playIcon}
          <span className="sr-only">{playing ? labels.pause : labels.play}</span>
        </button>
      )}
    </>
  );
}
