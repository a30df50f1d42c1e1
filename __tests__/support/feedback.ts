/**
 * What the contact form tells the visitor (an alert) and the console (a failure), silenced and recorded afresh for
 * each test of the file that calls it.
 */
export function recordFeedback() {
  const feedback = {} as { alert: jest.SpyInstance; consoleError: jest.SpyInstance };
  beforeEach(() => {
    feedback.alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    feedback.consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    feedback.alert.mockRestore();
    feedback.consoleError.mockRestore();
  });
  return feedback;
}
