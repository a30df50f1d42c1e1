/**
 * Whether this browser's workers can draw the background. WebKit's cannot be trusted to: in WebKitGTK 2.50 (the
 * engine the journeys run as Safari's) the worker thread traps ("WebCore: Worker ... invalid opcode") and takes the
 * tab down, in about one journey run in four, so WebKit browsers (Safari, and every browser on iOS) draw on the
 * page as before. Told apart by the user agent, as no feature test can see a crash coming.
 */
export function workerCanDraw(userAgent = navigator.userAgent): boolean {
  return !/AppleWebKit/.test(userAgent) || /(Chrome|Chromium|Edg)\//.test(userAgent);
}
