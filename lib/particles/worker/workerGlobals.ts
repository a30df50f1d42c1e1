import type { CanvasSize } from '../particlesMessages';

/**
 * The few page APIs tsParticles 4 reads, given to it inside a worker, where there is no DOM: the engine and its
 * interactivity plugin run unchanged. What they read (engine/esm/Core/CanvasManager.js, EventListeners.js,
 * Retina.js; plugin-interactivity/esm/InteractivityEventListeners.js):
 * - `document`: `hidden`, visibility and input listeners, `createElement('div').style` to copy styles;
 * - the canvas element: its laid-out size, its box (for pointer positions), `transferControlToOffscreen`, and a
 *   style and dataset the engine writes to (the real canvas is styled by the page's CSS instead);
 * - `HTMLElement`/`HTMLCanvasElement` for `instanceof`, `devicePixelRatio`, `matchMedia` for its HDR canvas.
 * Without `ResizeObserver` the engine listens for `resize` on the global scope; without `MutationObserver` and
 * `IntersectionObserver` it skips restyling the canvas and pausing outside the viewport, which a fixed,
 * full-screen canvas never is.
 */

/** A style declaration that keeps what is written to it. */
class StyleRecord {
  #values = new Map<string, { value: string; priority: string }>();
  get length() {
    return this.#values.size;
  }
  item(index: number) {
    return [...this.#values.keys()][index] ?? '';
  }
  getPropertyValue(name: string) {
    return this.#values.get(name)?.value ?? '';
  }
  getPropertyPriority(name: string) {
    return this.#values.get(name)?.priority ?? '';
  }
  setProperty(name: string, value: string | null, priority = '') {
    if (value) this.#values.set(name, { value, priority });
    else this.#values.delete(name);
  }
  removeProperty(name: string) {
    const value = this.getPropertyValue(name);
    this.#values.delete(name);
    return value;
  }
}

class WorkerElement extends EventTarget {
  style = new StyleRecord();
  dataset: Record<string, string> = {};
  ariaHidden: string | null = null;
  remove() {}
}

/** The page's canvas as the engine sees it: laid out full screen at the size the page reports. */
class WorkerCanvas extends WorkerElement {
  offsetWidth = 0;
  offsetHeight = 0;
  constructor(private readonly offscreen: OffscreenCanvas) {
    super();
  }
  transferControlToOffscreen() {
    return this.offscreen;
  }
  getBoundingClientRect() {
    const { offsetWidth: width, offsetHeight: height } = this;
    return { left: 0, top: 0, x: 0, y: 0, right: width, bottom: height, width, height };
  }
}

class WorkerDocument extends EventTarget {
  hidden = false;
  get visibilityState() {
    return this.hidden ? 'hidden' : 'visible';
  }
  createElement() {
    return new WorkerElement();
  }
}

/** A media query list whose answer the page keeps current. */
class ForwardedMediaQuery extends EventTarget {
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super();
  }
}

export type WorkerPage = {
  canvas: WorkerCanvas;
  /** The page's canvas was laid out anew (or the density changed): the engine resizes as on a window resize. */
  resize(size: CanvasSize): void;
  /** Replays a page event on the document, where the engine listens. */
  dispatch(type: string, fields: object): void;
  setHidden(hidden: boolean): void;
  setMedia(query: string, matches: boolean): void;
};

/** Installs the page APIs on the worker's global scope, around the transferred canvas. */
export function installWorkerGlobals(offscreen: OffscreenCanvas, size: CanvasSize, media: Record<string, boolean>, hidden: boolean): WorkerPage {
  const scope = globalThis as Record<string, unknown>;
  const document = new WorkerDocument();
  document.hidden = hidden;
  const queries = new Map(Object.entries(media).map(([query, matches]) => [query, new ForwardedMediaQuery(query, matches)]));
  const canvas = new WorkerCanvas(offscreen);
  const setSize = ({ width, height, pixelRatio }: CanvasSize) => {
    canvas.offsetWidth = width;
    canvas.offsetHeight = height;
    scope.devicePixelRatio = pixelRatio;
  };
  setSize(size);
  Object.assign(scope, {
    document,
    HTMLElement: WorkerElement,
    HTMLCanvasElement: WorkerCanvas,
    matchMedia: (query: string) => queries.get(query) ?? new ForwardedMediaQuery(query, false),
  });
  return {
    canvas,
    resize(next) {
      setSize(next);
      globalThis.dispatchEvent(new Event('resize'));
    },
    dispatch(type, fields) {
      document.dispatchEvent(Object.assign(new Event(type), fields));
    },
    setHidden(next) {
      document.hidden = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    setMedia(query, matches) {
      const list = queries.get(query);
      if (!list || list.matches === matches) return;
      list.matches = matches;
      list.dispatchEvent(new Event('change'));
    },
  };
}
