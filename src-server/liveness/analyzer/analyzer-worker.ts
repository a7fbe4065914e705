import { parentPort } from 'node:worker_threads';
import type { AnalyzeOptions } from './analyze-frame.ts';
import { createInProcessAnalyzer } from './in-process-analyzer.ts';
import { warmPipeline } from './warm-pipeline.ts';
import type { WorkerReply, WorkerRequest } from './worker-messages.ts';

/**
 * Worker thread entry: the detector's wasm inference runs here, so the server's event loop
 * never waits for it (docs/liveness.md, Speed: ≈ 20 ms a frame, ≈ 110 ms with a descriptor, quiet).
 */
const port = parentPort;
if (!port) throw new Error('analyzer-worker.ts runs as a worker thread');

const reply = (message: WorkerReply) => port.postMessage(message);

try {
  const analyzer = await createInProcessAnalyzer();
  // Before the first person's frame: a fresh worker's first frames took twice the steady time.
  await warmPipeline(analyzer);
  port.on('message', (request: WorkerRequest) => {
    const options: AnalyzeOptions = request.options;
    analyzer.analyze(request.image, options).then(
      (analysis) => reply({ type: 'result', id: request.id, analysis }),
      (error: unknown) => reply({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  reply({ type: 'ready' });
} catch (error) {
  reply({ type: 'broken', message: error instanceof Error ? error.message : String(error) });
}
