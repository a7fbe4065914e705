import { Worker } from 'node:worker_threads';
import type { AnalyzeOptions } from './analyze-frame.ts';
import { AnalyzerBusyError, type FaceAnalyzer } from './face-analyzer.ts';
import type { FrameAnalysis } from './frame-analysis.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

export interface WorkerAnalyzerOptions {
  /** Frames waiting for the worker, all sessions together; beyond, frames are dropped. */
  maxQueued?: number;
}

interface Pending {
  resolve: (analysis: FrameAnalysis) => void;
  reject: (error: Error) => void;
}

function startWorker(): Promise<Worker> {
  const worker = new Worker(new URL('./analyzer-worker.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerReply) => {
      if (message.type === 'ready') resolve(worker);
      if (message.type === 'broken') reject(new Error(`face analyzer failed to start: ${message.message}`));
      worker.off('message', onMessage);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/**
 * Face analysis in a worker thread, started and warmed before this resolves (≈ 1.3 s). If the
 * worker dies, waiting frames fail and the next frame starts a new worker.
 */
export async function createWorkerAnalyzer(options: WorkerAnalyzerOptions = {}): Promise<FaceAnalyzer> {
  const maxQueued = options.maxQueued ?? 8;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let current: Promise<Worker> | null = null;
  let closed = false;

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const worker = (): Promise<Worker> => {
    if (current) return current;
    current = startWorker().then((started) => {
      started.on('message', (message: WorkerReply) => {
        if (message.type !== 'result' && message.type !== 'failed') return;
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'result') waiting?.resolve(message.analysis);
        else waiting?.reject(new Error(message.message));
      });
      started.on('error', (error) => failAll(error));
      started.on('exit', (code) => {
        current = null;
        if (!closed) failAll(new Error(`face analyzer worker exited with code ${code}`));
      });
      return started;
    });
    current.catch(() => {
      current = null;
    });
    return current;
  };
  await worker();

  return {
    async analyze(image: Uint8Array, analyzeOptions: AnalyzeOptions): Promise<FrameAnalysis> {
      if (closed) throw new Error('face analyzer is closed');
      if (pending.size >= maxQueued) throw new AnalyzerBusyError('face analyzer queue is full');
      const target = await worker();
      const id = nextId++;
      // A private copy whose buffer moves to the worker without copying again (a Buffer's
      // slice() would share, and may be a view into Node's shared allocation pool).
      const copy = new Uint8Array(image);
      return new Promise<FrameAnalysis>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: WorkerRequest = { id, image: copy, options: analyzeOptions };
        target.postMessage(request, [copy.buffer]);
      });
    },
    async close() {
      closed = true;
      const running = current;
      current = null;
      failAll(new Error('face analyzer is closed'));
      if (running) await (await running).terminate();
    },
  };
}
