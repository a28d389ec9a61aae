// A fixed number of slots for heavy work, the rest waiting in order (image encodes in
// process-image.server.ts). Past `maxWaiting` callers are refused at once rather than held in
// memory with their buffers. Counts what it saw, so tests can check the limit without timing.
export class Slots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private peak = 0;

  constructor(
    readonly size: number,
    private readonly maxWaiting: number,
    private readonly whenFull: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) {
      if (this.waiting.length >= this.maxWaiting) throw this.whenFull();
      // The slot is handed over by the task that ends (see below): `active` does not drop between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get stats() {
    return { active: this.active, waiting: this.waiting.length, peakActive: this.peak };
  }

  resetPeak(): void {
    this.peak = this.active;
  }
}
