// Two password queues: one for strangers, and a lane of its own for people the server already knows (an admin's
// own work, a browser with a device ticket for the e-mail). A flood of strangers' attempts fills the first; a known
// person's check then starts at once instead of waiting for the flood's running check, so that it is answered in
// about one check's time. Only a valid ticket or a token leads into the lane, and a ticket
// that fails a few times no longer does (deviceTickets.ts), so strangers cannot crowd it.
import { KNOWN_DEVICE_PRIORITY } from './loginPriority';
import { PasswordQueue } from './passwordQueue';
import { hashPassword, verifyPassword } from './passwords';

export class PasswordLanes {
  constructor(
    private readonly known = new PasswordQueue({ concurrency: 1 }),
    // and while a known person's check runs, no stranger's starts: it has the cores to itself but for the end of
    // the one running, so that it takes about one check's time even on a machine the flood keeps busy
    private readonly strangers = new PasswordQueue({ yieldsTo: known }),
  ) {}

  hash(client: string, password: string, priority: number): Promise<string> {
    return this.submit(client, () => hashPassword(password), priority);
  }

  verify(client: string, password: string, stored: string | undefined, priority: number): Promise<boolean> {
    return this.submit(client, () => verifyPassword(password, stored), priority);
  }

  /** `work` in the lane `priority` belongs to (PasswordQueue.submit: it may throw a 429 or 503 at once). */
  submit<T>(client: string, work: () => Promise<T>, priority: number): Promise<T> {
    return (priority <= KNOWN_DEVICE_PRIORITY ? this.known : this.strangers).submit(client, work, priority);
  }
}
