import { required } from '../../lib/required';
/** Browsers as their user agents name them (jsdom's own reads as a WebKit browser). */
export const USER_AGENTS = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.0.0 Mobile/15E148 Safari/604.1',
};

/**
 * What jsdom lacks and the particle background asks the browser for: media queries, idle callbacks, OffscreenCanvas;
 * and which browser it is (Chrome unless told).
 */
export function stubBrowser({ reducedMotion = false, offscreenCanvas = true, browser = 'chrome' as keyof typeof USER_AGENTS } = {}) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => USER_AGENTS[browser] });
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.assign(window, {
    requestIdleCallback: jest.fn((callback: () => void) => setTimeout(callback, 10)),
    cancelIdleCallback: (handle: number) => clearTimeout(handle),
  });
  if (offscreenCanvas) {
    Object.assign(HTMLCanvasElement.prototype, {
      transferControlToOffscreen: jest.fn(function (this: HTMLCanvasElement) {
        return { transferredFrom: this };
      }),
    });
  } else {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  }
}

/** Records unhandled promise rejections for the duration of a test file. */
export function watchUnhandledRejections(): jest.Mock {
  const unhandled = jest.fn();
  beforeAll(() => process.on('unhandledRejection', unhandled));
  afterAll(() => process.off('unhandledRejection', unhandled));
  beforeEach(() => unhandled.mockClear());
  return unhandled;
}

/**
 * With Jest's fake timers: lets the page settle (the load event has fired in jsdom), the idle callback run, and
 * the dynamic import and the engine's start finish.
 */
export const settle = () => jest.advanceTimersByTimeAsync(5000);

/** Fake timers for a test file, so the background's deliberate wait costs no real time. */
export function withFakeTimers() {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
}

/**
 * The popover API, which jsdom lacks, as far as a `popovertarget` button and its popover need it: the button
 * toggles it, `showPopover`/`hidePopover` open and close it, `:popover-open` matches it open, and each change fires
 * `toggle`. Light dismiss (Escape, a tap outside) is the browser's own and is tested in e2e/.
 */
export function stubPopover() {
  const open = new WeakSet<Element>();
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
  } as typeof matches;
  const set = (element: HTMLElement, next: boolean) => {
    if (open.has(element) === next) return;
    if (next) open.add(element);
    else open.delete(element);
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState: next ? 'open' : 'closed' }));
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      set(this, true);
    },
    hidePopover(this: HTMLElement) {
      set(this, false);
    },
    togglePopover(this: HTMLElement) {
      set(this, !open.has(this));
    },
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[popovertarget]');
    if (button) (document.getElementById(required(button.getAttribute('popovertarget'))) as HTMLElement).togglePopover();
  });
}

type WorkerAnswer = 'ready' | 'failed' | 'load error' | 'missing';

/** A stand-in for the background's worker: records what the page posts and answers its start as told. */
export class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  messages: unknown[] = [];
  transferred: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    private readonly answer: WorkerAnswer,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: { type: string }, transfer: unknown[] = []) {
    this.messages.push(message);
    this.transferred.push(...transfer);
    if (message.type !== 'start') return;
    // Answered later, as a worker would: no timer, so fake clocks need not reach it.
    void Promise.resolve().then(() => {
      if (this.answer === 'load error') this.dispatchEvent(new Event('error'));
      else this.dispatchEvent(new MessageEvent('message', { data: this.answer === 'ready' ? { type: 'ready' } : { type: 'failed', reason: 'engine failed' } }));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/**
 * Workers as the background meets them (jsdom has none): one that starts, one whose engine fails, one whose
 * script fails to load, or none at all. Also ResizeObserver, which jsdom lacks.
 */
export function stubWorker(answer: WorkerAnswer = 'ready') {
  FakeWorker.made = [];
  Object.assign(window, {
    Worker:
      answer === 'missing'
        ? undefined
        : class extends FakeWorker {
            constructor(url: URL) {
              super(url, answer);
            }
          },
    // Reports each observed element's laid-out size once, after the current task, as a browser does after layout.
    ResizeObserver: class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(element: HTMLElement) {
        const entry = { target: element, contentRect: { width: element.clientWidth, height: element.clientHeight } };
        void Promise.resolve().then(() => this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      disconnect() {}
    },
  });
}

/** A 2D context that accepts every call and property the engine uses, and draws nothing. */
export const contextThatDrawsNothing = () =>
  new Proxy({} as Record<PropertyKey, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => ({ data: [], addColorStop() {} })),
    set: (target, key, value) => Reflect.set(target, key, value),
  });

/** A canvas the real engine can start on in jsdom: its OffscreenCanvas's 2D context draws nothing. */
export function stubDrawingCanvas() {
  const context2d = contextThatDrawsNothing();
  Object.assign(HTMLCanvasElement.prototype, {
    transferControlToOffscreen: () => ({ width: 0, height: 0, getContext: () => context2d }),
  });
}
