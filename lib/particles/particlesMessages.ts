/**
 * What the page and the background's worker (lib/particles/worker/particlesWorker.ts) tell each other. The page owns the canvas
 * element and the input; the worker owns the engine and draws. Only plain data and the canvas cross.
 */

/** The size the canvas is laid out at, in CSS pixels, and the screen's density. */
export type CanvasSize = { width: number; height: number; pixelRatio: number };

/** One touch point of a touch event, as the engine reads it. */
export type TouchPoint = { identifier: number; clientX: number; clientY: number };

/** The media queries the engine asks (its HDR canvas: lib/particles/worker/workerGlobals.ts answers them in the worker). */
export const ENGINE_MEDIA_QUERIES = ['(color-gamut: p3)', '(dynamic-range: high)'] as const;

export type ToWorker =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      size: CanvasSize;
      media: Record<string, boolean>;
      hidden: boolean;
      playing: boolean;
      /** The particles' colour in the theme shown (the page starts the worker again when it changes). */
      colour: string;
    }
  | { type: 'resize'; size: CanvasSize }
  | { type: 'pointer'; event: string; clientX: number; clientY: number }
  | { type: 'touch'; event: string; touches: TouchPoint[]; changedTouches: TouchPoint[] }
  | { type: 'visibility'; hidden: boolean }
  | { type: 'media'; query: string; matches: boolean }
  | { type: 'playing'; playing: boolean };

export type FromWorker = { type: 'ready' } | { type: 'failed'; reason: string };

/** The pointer and touch events the engine's interactivity plugin listens for on the document (detectsOn window). */
export const POINTER_EVENTS = ['pointermove', 'pointerdown', 'pointerup', 'pointerleave'] as const;
export const TOUCH_EVENTS = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
