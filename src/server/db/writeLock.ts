// The one lock every write takes: SQLite has one writer at a time, and the writers live in different threads (the
// writer worker, an import's own worker). Taken in arrival order and handed straight to the next waiter, so nobody
// jumps the queue and nobody is woken for nothing; no connection ever waits inside SQLite for another (which, on
// the main thread, would block everything).

export type Release = () => void;

export class WriteLock {
  private held = false;
  private readonly waiting: Array<(release: Release) => void> = [];

  /** Writers waiting now (not counting the holder). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a release function once the lock is this caller's; releasing twice is harmless. */
  acquire(): Promise<Release> {
    return new Promise((resolve) => {
      if (this.held) this.waiting.push(resolve);
      else {
        this.held = true;
        resolve(this.releaser());
      }
    });
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next(this.releaser());
      else this.held = false;
    };
  }
}
