/**
 * The benchmarks' HTTP client: keep-alive undici Pool requests sent from a worker
 * thread (http-client.worker.mjs), so the client's own CPU does not run on the server's
 * event loop. Every HTTP path of a benchmark goes through it, so they pay the same client.
 */
import { Worker } from 'node:worker_threads';

export interface HttpBatch {
  url: string;
  headers: Record<string, string>;
  /** The status every answer must have. */
  expectStatus: number;
  /** The length every answer's JSON array must have (null: not checked). */
  expectItems: number | null;
}

export interface BatchResult {
  latencies: number[];
  elapsed: number;
}

export class HttpClient {
  private readonly worker = new Worker(new URL('./http-client.worker.mjs', import.meta.url));
  private nextId = 0;
  private readonly waiting = new Map<number, (msg: BatchResult & { error?: string }) => void>();

  constructor() {
    this.worker.on('message', (msg: BatchResult & { id: number; error?: string }) => {
      this.waiting.get(msg.id)?.(msg);
      this.waiting.delete(msg.id);
    });
  }

  /** `total` requests with `concurrency` in flight (one keep-alive connection each). */
  run(batch: HttpBatch, total: number, concurrency: number): Promise<BatchResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (msg) => (msg.error ? reject(new Error(msg.error)) : resolve(msg)));
      this.worker.postMessage({ id, ...batch, total, concurrency });
    });
  }

  async close(): Promise<void> {
    this.worker.postMessage('close');
    await new Promise((resolve) => this.worker.once('exit', resolve));
  }
}
