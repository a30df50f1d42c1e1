// The framework floor for `npm run bench`: an empty Next.js app built with this project's own settings.
export { default } from '../../next.config.mjs';
