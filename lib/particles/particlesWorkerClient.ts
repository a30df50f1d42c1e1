import { ENGINE_MEDIA_QUERIES, POINTER_EVENTS, TOUCH_EVENTS, type CanvasSize, type FromWorker, type ToWorker, type TouchPoint } from './particlesMessages';

/** What the page asks of a running background, whichever thread draws it. */
export type BackgroundControl = { setPlaying(playing: boolean): void };

type Callbacks = { onReady: (control: BackgroundControl) => void; onFailed: (reason: string) => void };

/** The canvas's laid-out size, as a ResizeObserver reports it: read after layout, so reading it forces none. */
const sizeOf = ({ contentRect }: ResizeObserverEntry): CanvasSize => ({
  width: contentRect.width,
  height: contentRect.height,
  pixelRatio: devicePixelRatio,
});

const points = (list: TouchList): TouchPoint[] => Array.from(list, ({ identifier, clientX, clientY }) => ({ identifier, clientX, clientY }));

/**
 * Hands `canvas` to the background's worker (lib/particles/worker/particlesWorker.ts), which runs the engine and draws, and keeps
 * it told of what the engine reads on the page: the canvas's size, pointer and touch input, visibility and media.
 * Each listener is passive and only posts a few numbers, so the page's own work never waits for the background.
 * `onFailed` is called, once, if the worker cannot start (no OffscreenCanvas or animation frames in workers, its
 * script fails to load, the engine throws there); the caller then draws on the main thread. Returns the stop.
 */
export function startParticlesWorker(canvas: HTMLCanvasElement, { playing, colour }: { playing: boolean; colour: string }, { onReady, onFailed }: Callbacks): () => void {
  const stops: (() => void)[] = [];
  const stop = () => {
    for (const undo of stops.splice(0)) undo();
  };
  let settled = false;
  const failed = (reason: string) => {
    stop();
    if (!settled) onFailed(reason);
    settled = true;
  };

  let worker: Worker;
  let offscreen: OffscreenCanvas;
  try {
    worker = new Worker(new URL('./worker/particlesWorker.ts', import.meta.url), { type: 'module', name: 'background' });
    offscreen = canvas.transferControlToOffscreen();
  } catch (error) {
    failed(error instanceof Error ? error.message : String(error));
    return stop;
  }
  stops.push(() => worker.terminate());
  const post = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);

  worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'failed') return failed(data.reason);
    if (settled) return;
    settled = true;
    onReady({ setPlaying: (next) => post({ type: 'playing', playing: next }) });
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    failed(event.message || 'the background worker failed to load');
  });
  worker.addEventListener('messageerror', () => failed('a message to the background worker could not be read'));

  const listen = <T extends Event>(target: EventTarget, type: string, handler: (event: T) => void) => {
    target.addEventListener(type, handler as EventListener, { passive: true });
    stops.push(() => target.removeEventListener(type, handler as EventListener));
  };
  for (const event of POINTER_EVENTS) {
    listen<PointerEvent>(document, event, ({ clientX, clientY }) => post({ type: 'pointer', event, clientX, clientY }));
  }
  for (const event of TOUCH_EVENTS) {
    listen<TouchEvent>(document, event, ({ touches, changedTouches }) => post({ type: 'touch', event, touches: points(touches), changedTouches: points(changedTouches) }));
  }
  listen(document, 'visibilitychange', () => post({ type: 'visibility', hidden: document.hidden }));
  const media = Object.fromEntries(
    ENGINE_MEDIA_QUERIES.map((query) => {
      const list = matchMedia(query);
      listen<MediaQueryListEvent>(list, 'change', ({ matches }) => post({ type: 'media', query, matches }));
      return [query, list.matches];
    }),
  );
  // The engine starts once the canvas is laid out (the observer's first report), and follows its size after:
  // fixed and full screen, it changes with the viewport.
  let started = false;
  const observer = new ResizeObserver(([entry]) => {
    if (started) return post({ type: 'resize', size: sizeOf(entry) });
    started = true;
    post({ type: 'start', canvas: offscreen, size: sizeOf(entry), media, hidden: document.hidden, playing, colour }, [offscreen]);
  });
  observer.observe(canvas);
  stops.push(() => observer.disconnect());
  return stop;
}
