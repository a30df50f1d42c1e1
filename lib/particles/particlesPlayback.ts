import type { Container } from '@tsparticles/engine';

/** Where the visitor's pause/play choice is kept ('paused' or 'playing'), across pages and visits. */
export const MOTION_KEY = 'background-animation';

/** Plays the engine, or pauses it on a still frame rather than an empty canvas; on either thread. */
export function setContainerPlaying(container: Container, playing: boolean) {
  if (playing) {
    container.play();
  } else {
    container.pause();
    container.draw(true);
  }
}
