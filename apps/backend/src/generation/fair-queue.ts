/**
 * Who runs next on the generator's workers. Each user runs one generation at a time, and
 * users take turns: when a worker frees up, the user who has waited longest for a turn goes
 * next, so one user's queue of big designs never keeps another user's small one waiting
 * behind all of it. A user may hold a few more places (their design still uploading, or
 * waiting for a turn); past that, and past a ceiling for the whole server, a request is
 * refused at once, before its body is read, so the server never holds more bodies than the
 * places it has.
 *
 * The queue is per server process: its places are this process's workers and memory.
 */
export class QueueFull extends Error {
  constructor(
    /** 'user': this user already holds all their places; 'server': every place is taken. */
    readonly scope: 'user' | 'server',
    /** What to send as Retry-After, in seconds. */
    readonly retryAfterSeconds: number,
  ) {
    super(scope === 'user' ? 'This user has too many generations queued' : 'The queue is full');
    this.name = 'QueueFull';
  }
}

export interface FairQueueLimits {
  /** Generations that run at once: the worker threads. */
  concurrency: number;
  /** Places per user besides their running generation. */
  perUserWaiting: number;
  /** Places in the whole process besides the running generations. */
  maxWaiting: number;
}

/** A place in the queue: held from admission until release, whatever happens in between. */
export interface QueueTicket {
  /**
   * Whether the user held no other place when this one was taken: then no earlier generation
   * of theirs in this process can change what they may be charged before this one runs.
   */
  readonly alone: boolean;
  /** Joins the line (call once the request's body is read); resolves when it is this job's turn. */
  turn(): Promise<void>;
  /**
   * The job is done with its worker: the worker goes to the next user in turn, while this
   * user's next job still waits for release() (the generation is being recorded, and the
   * next one must see what it counted).
   */
  workerDone(): void;
  /** Gives the place (and the worker, once running) back. Safe to call more than once. */
  release(): void;
}

interface UserLine {
  /** Places held: uploading, waiting or running. */
  held: number;
  running: boolean;
  /** Jobs whose body is read, waiting for a turn, in arrival order. */
  waiting: (() => void)[];
}

export class FairQueue {
  private readonly users = new Map<string, UserLine>();
  /** Users with a waiting job and none running, in the order their turn comes. */
  private readonly turns: string[] = [];
  private running = 0;
  private held = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  /** Places held now (uploading, waiting or running), for tests and logs. */
  get size(): number {
    return this.held;
  }

  /** Takes a place for `userId`'s next generation, or throws QueueFull. */
  admit(userId: string): QueueTicket {
    const line = this.users.get(userId) ?? { held: 0, running: false, waiting: [] };
    if (line.held >= 1 + this.limits.perUserWaiting) {
      throw new QueueFull('user', this.retryAfter());
    }
    if (this.held >= this.limits.concurrency + this.limits.maxWaiting) {
      throw new QueueFull('server', this.retryAfter());
    }
    const alone = line.held === 0;
    line.held++;
    this.held++;
    this.users.set(userId, line);

    let state: 'admitted' | 'waiting' | 'running' | 'released' = 'admitted';
    let go: (() => void) | null = null;
    let workerFreed = false;
    const workerDone = () => {
      if (state !== 'running' || workerFreed) return;
      workerFreed = true;
      this.running--;
      this.dispatch();
    };
    const release = () => {
      if (state === 'released') return;
      if (state === 'waiting' && go) {
        const at = line.waiting.indexOf(go);
        if (at >= 0) line.waiting.splice(at, 1);
        if (line.waiting.length === 0) this.dropTurn(userId);
      }
      if (state === 'running') {
        line.running = false;
        if (!workerFreed) this.running--;
        if (line.waiting.length > 0) this.turns.push(userId);
      }
      state = 'released';
      line.held--;
      this.held--;
      if (line.held === 0) this.users.delete(userId);
      this.dispatch();
    };
    return {
      alone,
      workerDone,
      turn: () => {
        if (state !== 'admitted') return Promise.reject(new Error('turn() was called twice'));
        state = 'waiting';
        return new Promise<void>((resolve) => {
          go = () => {
            state = 'running';
            resolve();
          };
          line.waiting.push(go);
          if (!line.running && line.waiting.length === 1) this.turns.push(userId);
          this.dispatch();
        });
      },
      release,
    };
  }

  private dropTurn(userId: string): void {
    const at = this.turns.indexOf(userId);
    if (at >= 0) this.turns.splice(at, 1);
  }

  private dispatch(): void {
    while (this.running < this.limits.concurrency && this.turns.length > 0) {
      const userId = this.turns.shift()!;
      const line = this.users.get(userId);
      const next = line?.waiting.shift();
      if (!line || !next) continue;
      line.running = true;
      this.running++;
      next();
    }
  }

  /** A rough wait: one generation's usual length per place ahead, at least a few seconds. */
  private retryAfter(): number {
    return Math.max(5, Math.ceil(this.held / Math.max(1, this.limits.concurrency)) * 2);
  }
}
