import { en } from '@/lib/i18n/words/en';
import { act, render, screen } from '@testing-library/react';
import { tsParticles } from '@tsparticles/engine';
import { loadSlim } from '@tsparticles/slim';
import ParticlesBackground from '@/components/particles/ParticlesBackground';
import { settle, stubBrowser, stubWorker, withFakeTimers, watchUnhandledRejections } from '../../support/browserStubs';

// A file of its own: the React wrapper starts the engine once per page life, so a failure needs a fresh module.
jest.mock('@tsparticles/engine', () => ({ tsParticles: { load: jest.fn() } }));
jest.mock('@tsparticles/slim', () => ({ loadSlim: jest.fn().mockRejectedValue(new Error('engine failed')) }));

const unhandled = watchUnhandledRejections();
withFakeTimers();

it('leaves the plain background, without an unhandled rejection, when neither the worker nor the page can start the engine', async () => {
  stubBrowser();
  stubWorker('failed');
  render(<ParticlesBackground labels={en.background} />);
  await act(settle);
  expect(loadSlim).toHaveBeenCalledTimes(1);
  expect(tsParticles.load).not.toHaveBeenCalled();
  expect(screen.queryByRole('button')).toBeNull();
  expect(unhandled).not.toHaveBeenCalled();
});
