import type { Container } from '@tsparticles/engine';

/** Where the visitor's pause/play choice is kept ('paused' or 'playing'), across pages and visits. */
export const MOTION_KEY = 'background-animation';

/**
 * Plays the engine, or pauses it on a still frame rather than an empty canvas; on either thread. The engine forgets
 * a pause asked while the page is hidden (`pauseOnBlur`: it keeps none then, and plays again when the page is shown),
 * so a visitor's pause is taken as if the page were shown: a window covered a moment as they pressed it stays paused.
 */
export function setContainerPlaying(container: Container, playing: boolean) {
  if (playing) {
    container.play();
  } else {
    const hidden = container.pageHidden;
    container.pageHidden = false;
    container.pause();
    container.pageHidden = hidden;
    container.draw(true);
  }
}
