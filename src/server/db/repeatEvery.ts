// Background housekeeping on a timer (tombstone, history and expired-token pruning, the unused-media sweep): one run at a time, a failure reported and
// the next run still made; the timer never keeps the process alive.

/** Runs `work` every `intervalMs` (start-up runs it once itself, before serving); answers the function that stops it. */
export function repeatEvery(work: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(work).then(() => undefined, onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
