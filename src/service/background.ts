// Work that follows an ingest without holding up its reply: change-point analysis of the series it touched,
// and the verdict of the new run against the previous one (for badges). Both are driven by rows in the
// database (dirty series, pending verdicts), so a crash or a restart loses nothing: the next sweep, on any
// replica, picks the rows up. Alerts are claimed per series under a row lock, so each is raised once.
import type { FastifyBaseLogger } from 'fastify';
import { alertsForTail, type AlertOptions } from './change-alerts.js';
import type { StoredComparisons } from './compare-stored.js';
import type { ServiceMetrics } from './metrics.js';
import { DatabaseUnavailableError } from './store/database.js';
import { deleteResultSets, retentionCandidates, type RetentionPolicy } from './store/operations.js';
import type { Store } from './store/store.js';

/** A retention policy and how often the sweep applies it (default every 10 minutes; the first sweep applies it). */
export interface Retention extends RetentionPolicy {
  everyMs?: number;
}

/** Series analysed per transaction. */
const ANALYSIS_BATCH = 50;

export class BackgroundWork {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;
  private retainedAt = -Infinity;

  constructor(
    private readonly store: Store,
    private readonly comparisons: StoredComparisons,
    private readonly alertOptions: AlertOptions,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: ServiceMetrics,
    private readonly retention: Retention = {},
  ) {}

  /** Sweeps now and every `intervalMs` (unref'd: it never keeps the process alive). */
  start(intervalMs: number): void {
    this.kick(0);
    this.timer = setInterval(() => this.kick(0), intervalMs);
    this.timer.unref();
  }

  /**
   * Asks for a sweep soon: kicks within `delayMs` share one (under load, one analysis per series covers many
   * ingests). One sweep runs at a time; a kick during a sweep runs another after it.
   */
  kick(delayMs = 25): void {
    if (delayMs > 0) {
      this.pending ??= setTimeout(() => {
        this.pending = null;
        this.kick(0);
      }, delayMs);
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sweep().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick(0);
      }
    });
  }

  /** Resolves once no sweep is running or asked for (tests wait on it). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.pending) {
        clearTimeout(this.pending);
        this.pending = null;
        this.kick(0);
      }
      if (!this.running) return;
      await this.running;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    this.again = false;
    await this.idle();
  }

  private async sweep(): Promise<void> {
    try {
      await this.applyRetention();
      // A full batch means a backlog (one project's 200,000 new series): verdicts are then settled between
      // batches, so it delays another project's verdict by one batch, not by the whole backlog, and each batch
      // ends with a turn of the event loop (node:sqlite is synchronous), so requests are answered meanwhile.
      for (;;) {
        const done = await this.store.series.analyseDirty((tail) => alertsForTail(tail, this.alertOptions), {
          batch: ANALYSIS_BATCH,
          tail: this.alertOptions.tail,
        });
        this.metrics.alertsRaised.inc(done.alerts);
        if (done.series === 0) break;
        if (done.series < ANALYSIS_BATCH) continue;
        await this.settleVerdicts(2);
        await new Promise((resolve) => setImmediate(resolve));
      }
      while ((await this.settleVerdicts(10)) > 0);
    } catch (e) {
      if (e instanceof DatabaseUnavailableError)
        this.log.warn({ err: e }, 'background work paused: database unreachable');
      else this.log.error({ err: e }, 'background work failed');
    }
  }

  /** Settles up to `limit` pending verdicts; returns how many it settled. */
  private async settleVerdicts(limit: number): Promise<number> {
    const pending = await this.store.runs.pendingVerdicts(limit);
    for (const p of pending) await this.settleIsolated(p.id, p.previous);
    return pending.length;
  }

  /**
   * Deletes what the retention setting drops, a batch per transaction (so uploads never wait long), before the
   * analysis: the series and verdicts it touches are then recomputed in the same sweep. Old points leave
   * without a re-analysis (dropping the oldest points raises nothing new).
   */
  private async applyRetention(): Promise<void> {
    const now = Date.now();
    if (now - this.retainedAt < (this.retention.everyMs ?? 600_000)) return;
    this.retainedAt = now;
    for (;;) {
      const ids = await retentionCandidates(this.store.db, this.retention, now, 100);
      if (ids.length === 0) return;
      const deleted = await deleteResultSets(this.store.db, ids, false);
      this.metrics.retentionDeleted.inc(deleted.runs);
      this.log.info({ ...deleted }, 'retention: deleted runs past the retention setting');
    }
  }

  /**
   * One run's verdict, so that a row it cannot judge (whatever the reason) is logged, counted and set aside
   * as `error` instead of failing every sweep after it; only an unreachable database stops the sweep.
   */
  private async settleIsolated(id: number, previous: number | null): Promise<void> {
    try {
      await this.settleVerdict(id, previous);
    } catch (e) {
      if (e instanceof DatabaseUnavailableError) throw e;
      this.metrics.sweepFailures.inc();
      this.log.error({ err: e, run: id, previous }, 'verdict sweep: run set aside (verdict "error")');
      await this.store.runs.setVerdict(id, 'error', null, previous);
    }
  }

  private async settleVerdict(id: number, previous: number | null): Promise<void> {
    const project = await this.store.runs.projectOf(id);
    const [candidate, baseline] = await Promise.all([
      this.store.runs.get(project, id),
      previous === null ? undefined : this.store.runs.get(project, previous),
    ]);
    if (!candidate || !baseline) {
      await this.store.runs.setVerdict(id, null, null, null);
      return;
    }
    try {
      const v = await this.comparisons.verdict(baseline, candidate);
      await this.store.runs.setVerdict(id, v.verdict, v.shiftPct, baseline.id);
    } catch (e) {
      if (e instanceof DatabaseUnavailableError) throw e;
      // Two runs that cannot be compared (another tool, no shared items) have no verdict; say so once.
      this.log.warn({ err: e, run: id, previous }, 'no verdict against the previous run');
      await this.store.runs.setVerdict(id, 'none', null, baseline.id);
    }
  }
}
