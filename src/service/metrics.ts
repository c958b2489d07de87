// Prometheus metrics of one server (its own registry, so several servers in one process stay apart).
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ServiceMetrics {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status'>;
  ingests: Counter<'result'>;
  alertsRaised: Counter;
  sweepFailures: Counter;
}

export function createMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
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
  };
}
