/** @jest-environment node */
import { blockingFromTrace } from '../../bench/trace-blocking.mjs';

// A trace as Chromium writes it, cut to what the reading needs: the page's renderer (pid 1) and a frame's (pid 2).
const ms = 1000;
const task = (pid: number, start: number, duration: number) => ({ name: 'RunTask', ph: 'X', pid, tid: 10, ts: start * ms, dur: duration * ms });
const trace = (events: object[]) => ({
  traceEvents: [
    {
      name: 'TracingStartedInBrowser',
      args: {
        data: {
          frames: [
            { processId: 1, frame: 'A' },
            { processId: 2, frame: 'B', parent: 'A' },
          ],
        },
      },
    },
    { name: 'thread_name', ph: 'M', pid: 2, tid: 10, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 1, tid: 11, args: { name: 'Compositor' } },
    { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 1000 * ms },
    ...events,
  ],
});

describe('blocking time read from a trace', () => {
  it('sums what each task of the page’s main thread runs over 50 ms after the first paint, and names the longest', () => {
    const figures = blockingFromTrace(
      trace([
        task(1, 200, 400), // before the paint: not counted
        task(1, 970, 100), // under way at the paint: its 70 ms after it count 20
        task(1, 1500, 120), // 70
        { name: 'EvaluateScript', ph: 'X', pid: 1, tid: 10, ts: 1510 * ms, dur: 90 * ms, args: { data: { url: 'https://site.example/_next/static/chunks/app.js' } } },
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 1605 * ms, dur: 10 * ms },
        task(1, 2000, 45), // under 50: nothing
        task(1, 3000, 0.5),
        task(2, 1500, 900), // another process's frame
        { ...task(1, 1200, 300), tid: 11 }, // another thread
      ]),
    );
    expect(figures.blockingMs).toBeCloseTo(90);
    expect(figures.longestMs).toBeCloseTo(120);
    expect(figures.longest).toBe('EvaluateScript app.js');
  });

  it('is nothing when no task after the paint is long, and says a trace without a paint is not one it can read', () => {
    expect(blockingFromTrace(trace([task(1, 1100, 50), task(1, 1200, 30)]))).toEqual({ blockingMs: 0, longestMs: 50, longest: 'no script' });
    expect(() => blockingFromTrace({ traceEvents: trace([]).traceEvents.filter((e) => (e as { name: string }).name !== 'firstContentfulPaint') })).toThrow(/no first contentful paint/);
  });
});
