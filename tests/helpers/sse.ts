// Reads a Server-Sent Events body (GET /api/messages/stream) the way EventSource does: named
// events with their JSON data, comments, `retry:`; and tells when the server closed it.
export type SseEvent = { event: string; data: unknown };

export class SseReader {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  closed = false;
  private buffer = '';
  private waiters: Array<() => void> = [];
  private readonly done: Promise<void>;

  constructor(body: ReadableStream<Uint8Array>) {
    this.done = this.pump(body.getReader());
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        this.parse();
      }
    } catch {
      // cancelled
    }
    this.closed = true;
    this.wake();
  }

  private parse(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
        else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
      }
      if (data.length > 0) this.events.push({ event, data: JSON.parse(data.join('\n')) });
    }
    this.wake();
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves when `test` holds (checked on every chunk), or rejects after `ms`. */
  async until(test: (r: SseReader) => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!test(this)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`SSE: condition not met; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  ofType(name: string): SseEvent[] {
    return this.events.filter((e) => e.event === name);
  }

  whenClosed(): Promise<void> {
    return this.done;
  }
}
