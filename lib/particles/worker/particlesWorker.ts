/// <reference lib="webworker" />
/**
 * The background's engine, off the page's main thread: tsParticles starts, plays and draws here, on the canvas the
 * page transferred (lib/particles/particlesWorkerClient.ts), so none of its work can make a tap or a scroll wait. The page
 * forwards the input and state the engine reads; lib/particles/worker/workerGlobals.ts presents them as the page APIs it expects.
 */
import { tsParticles, type Container } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';
import type { FromWorker, ToWorker } from '../particlesMessages';
import { particlesOptionsIn } from '../particlesOptions';
import { setContainerPlaying } from '../particlesPlayback';
import { loadStillFrameOnResize } from '../stillFrameOnResize';
import { installWorkerGlobals, type WorkerPage } from './workerGlobals';

const post = (message: FromWorker) => postMessage(message);
const fail = (error: unknown) => post({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });

let page: WorkerPage | undefined;
let container: Container | undefined;

const setPlaying = (playing: boolean) => container && setContainerPlaying(container, playing);

async function start({ canvas, size, media, hidden, playing, colour }: Extract<ToWorker, { type: 'start' }>) {
  // The engine's loop; a worker without it (older engines) cannot animate, and the page draws instead.
  if (typeof requestAnimationFrame !== 'function') throw new Error('requestAnimationFrame is missing in workers');
  page = installWorkerGlobals(canvas, size, media, hidden);
  await loadSlim(tsParticles);
  await loadStillFrameOnResize(tsParticles);
  container = await tsParticles.load({ id: 'tsparticles', element: page.canvas as unknown as HTMLElement, options: particlesOptionsIn(colour) });
  // The engine swallows a canvas it cannot draw on (no 2D context here): the page must draw instead. (Asking the
  // canvas again is no test: Firefox throws once a context exists.)
  if (!container?.canvas.render.draw(() => true)) throw new Error('the engine has no 2D context in the worker');
  setPlaying(playing);
  post({ type: 'ready' });
}

addEventListener('message', ({ data }: MessageEvent<ToWorker>) => {
  switch (data.type) {
    case 'start':
      return void start(data).catch(fail);
    case 'resize':
      return page?.resize(data.size);
    case 'pointer':
      return page?.dispatch(data.event, { clientX: data.clientX, clientY: data.clientY });
    case 'touch':
      return page?.dispatch(data.event, { touches: data.touches, changedTouches: data.changedTouches });
    case 'visibility':
      return page?.setHidden(data.hidden);
    case 'media':
      return page?.setMedia(data.query, data.matches);
    case 'playing':
      return setPlaying(data.playing);
  }
});
addEventListener('error', (event) => fail(event.error ?? event.message));
addEventListener('unhandledrejection', (event) => fail(event.reason));
