import type { Container } from '@tsparticles/engine';

/** Plays the engine, or pauses it on a still frame rather than an empty canvas; on either thread. */
export function setContainerPlaying(container: Container, playing: boolean) {
  if (playing) {
    container.play();
  } else {
    container.pause();
    container.draw(true);
  }
}
