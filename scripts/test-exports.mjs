// What the browser suite's exports are and how they are built: shared by their build script and the suite.

/** The export served under /portfolio, built with the test EmailJS keys below. */
export const E2E_EXPORT = 'out-e2e';
/** The export built with an empty base path, served at the root. */
export const ROOT_EXPORT = 'out-root';

/** The origin both are built for (NEXT_PUBLIC_SITE_URL), so the suite can check every absolute URL. */
export const SITE_URL = 'https://e2e.example';

/** Keys that are not anyone's: the suite intercepts the send and checks that they are the ones in it. */
export const EMAILJS_ENV = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'e2e-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'e2e-template',
};
