// Prometheus metrics of one server (its own registry, so several servers in one process stay apart).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ServiceMetrics {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status'>;
  ingests: Counter<'result'>;
  alertsRaised: Counter;
  sweepFailures: Counter;
  retentionDeleted: Counter;
}

/** The sweep's backlog, read from the store when /metrics is scraped (shared by every replica). */
export type BacklogReader = () => Promise<{ awaitingVerdict: number; dirtySeries: number }>;

export function createMetrics(backlog?: BacklogReader): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: ServiceMetrics = {
    registry,
    requests: new Histogram({
      name: 'benchdelta_http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.3, 1, 3, 10],
      registers: [registry],
    }),
    ingests: new Counter({
      name: 'benchdelta_ingests_total',
      help: 'Uploaded results files by outcome (created, duplicate, rejected)',
      labelNames: ['result'],
      registers: [registry],
    }),
    alertsRaised: new Counter({
      name: 'benchdelta_alerts_raised_total',
      help: 'Change-point alerts raised by this replica',
      registers: [registry],
    }),
    sweepFailures: new Counter({
      name: 'benchdelta_sweep_failures_total',
      help: 'Runs the verdict sweep could not judge and set aside (verdict "error"; the log says why)',
      registers: [registry],
    }),
    retentionDeleted: new Counter({
      name: 'benchdelta_retention_deleted_runs_total',
      help: 'Runs (uploaded files) the retention setting deleted',
      registers: [registry],
    }),
  };
  if (backlog) backlogGauges(registry, backlog);
  return metrics;
}

function backlogGauges(registry: Registry, backlog: BacklogReader): void {
  // One read of the store per scrape, shared by both gauges; an unreachable store leaves them as they were
  // (the scrape still answers, /readyz says what is wrong).
  let reading: Promise<void> | null = null;
  const read = (): Promise<void> => {
    if (reading) return reading;
    let timer: NodeJS.Timeout | undefined;
    // A store that does not answer within a second leaves the gauges as they were: the scrape is not held.
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)));
    const query = backlog().then((b) => {
      awaiting.set(b.awaitingVerdict);
      dirty.set(b.dirtySeries);
    });
    reading = Promise.race([query, late])
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        reading = null;
      });
    return reading;
  };
  const awaiting = new Gauge({
    name: 'benchdelta_runs_awaiting_verdict',
    help: 'Runs whose verdict against the previous run is not computed yet (all replicas)',
    registers: [registry],
    collect: read,
  });
  const dirty = new Gauge({
    name: 'benchdelta_series_awaiting_analysis',
    help: 'Series with points not yet analysed for change points (dirty; all replicas)',
    registers: [registry],
    collect: read,
  });
}
