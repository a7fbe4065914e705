import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What a server process tells Prometheus (docs/deployment.md "Metrics"; served by
 * internal-listener.ts, never on the public port). One registry per process: the metrics are
 * the process's, like its event loop and its face-analysis workers. Names and labels are kept
 * few and bounded: routes by their pattern (`/api/acts/:uuid`), never a raw URL, a person or a
 * token.
 */
export const metricsRegistry = new Registry();

// Process CPU and memory, heap, handles, GC and the event loop's delay (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Counter({
  name: 'enotary_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpSeconds = new Histogram({
  name: 'enotary_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer sent, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'enotary_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by route pattern',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

export const faceFrameSeconds = new Histogram({
  name: 'enotary_face_frame_seconds',
  help: 'Face analysis of one camera frame in a worker, queue wait included, with or without the descriptor',
  labelNames: ['descriptor'] as const,
  buckets: [0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
  registers: [metricsRegistry],
});

export const faceFramesDropped = new Counter({
  name: 'enotary_face_frames_dropped_total',
  help: 'Frames the analysis workers could not take (their queues full)',
  registers: [metricsRegistry],
});

export const recordingBytes = new Counter({
  name: 'enotary_recording_bytes_total',
  help: 'Bytes of recording segments stored through this process',
  registers: [metricsRegistry],
});

export const recordingSegments = new Counter({
  name: 'enotary_recording_segments_total',
  help: 'Recording segments completed through this process: verified against their hash, or refused',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

/** Sources of the gauges read when Prometheus scrapes (a process may hold several apps in tests: they add up). */
const sources = {
  faceQueue: new Set<() => number>(),
  pools: new Set<() => { total: number; idle: number; waiting: number; max: number } | null>(),
  rooms: new Set<() => { rooms: number; members: number }>(),
  sockets: new Set<() => { liveness: number; room: number }>(),
  ready: new Set<() => Promise<boolean>>(),
};

/** Adds a source to a gauge's set until the returned function removes it. */
function watch<T>(set: Set<T>, source: T): () => void {
  set.add(source);
  return () => set.delete(source);
}

export const watchFaceQueue = (source: () => number) => watch(sources.faceQueue, source);
export const watchPool = (source: () => { total: number; idle: number; waiting: number; max: number } | null) => watch(sources.pools, source);
export const watchRooms = (source: () => { rooms: number; members: number }) => watch(sources.rooms, source);
export const watchSockets = (source: () => { liveness: number; room: number }) => watch(sources.sockets, source);
export const watchReady = (source: () => Promise<boolean>) => watch(sources.ready, source);

new Gauge({
  name: 'enotary_face_frames_in_flight',
  help: 'Frames given to the analysis workers and not yet answered (the face-analysis queue)',
  registers: [metricsRegistry],
  collect() {
    this.set([...sources.faceQueue].reduce((sum, source) => sum + source(), 0));
  },
});

new Gauge({
  name: 'enotary_db_pool_connections',
  help: 'PostgreSQL pool: open, idle and waiting clients, and the pool size (DB_POOL_SIZE)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const totals = { total: 0, idle: 0, waiting: 0, max: 0 };
    for (const source of sources.pools) {
      const use = source();
      if (!use) continue;
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += use[key];
    }
    for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
  },
});

new Gauge({
  name: 'enotary_video_rooms',
  help: 'Video rooms with at least one member connected to this process',
  registers: [metricsRegistry],
  collect() {
    this.set([...sources.rooms].reduce((sum, source) => sum + source().rooms, 0));
  },
});

new Gauge({
  name: 'enotary_video_room_members',
  help: 'Members of video rooms connected to this process',
  registers: [metricsRegistry],
  collect() {
    this.set([...sources.rooms].reduce((sum, source) => sum + source().members, 0));
  },
});

new Gauge({
  name: 'enotary_websockets',
  help: 'Open websockets of this process: face checks (liveness) and video rooms (room)',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
  collect() {
    let liveness = 0;
    let room = 0;
    for (const source of sources.sockets) {
      const open = source();
      liveness += open.liveness;
      room += open.room;
    }
    this.set({ kind: 'liveness' }, liveness);
    this.set({ kind: 'room' }, room);
  },
});

new Gauge({
  name: 'enotary_ready',
  help: '1 while this process takes new work (not draining, its database answering), else 0',
  registers: [metricsRegistry],
  async collect() {
    const answers = await Promise.all([...sources.ready].map((source) => source()));
    this.set(answers.length > 0 && answers.every(Boolean) ? 1 : 0);
  },
});
