// The service's store: one repository per resource, every query written once for SQLite and PostgreSQL
// (store/sqlite.ts and store/postgres.ts are the two drivers). All SQL takes parameters; nothing from a request
// is spliced in.
import { AbRunRepository } from './ab-run-repository.js';
import { AlertRepository } from './alert-repository.js';
import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { ProjectRepository } from './project-repository.js';
import { RunRepository } from './run-repository.js';
import { SeriesRepository } from './series-repository.js';
import { TokenRepository } from './token-repository.js';

export class Store {
  readonly projects: ProjectRepository;
  readonly tokens: TokenRepository;
  readonly runs: RunRepository;
  readonly series: SeriesRepository;
  readonly alerts: AlertRepository;
  readonly abRuns: AbRunRepository;

  constructor(readonly db: Database) {
    this.projects = new ProjectRepository(db);
    this.tokens = new TokenRepository(db);
    this.runs = new RunRepository(db);
    this.series = new SeriesRepository(db);
    this.alerts = new AlertRepository(db);
    this.abRuns = new AbRunRepository(db);
  }

  get description(): string {
    return this.db.description;
  }

  /** `upTo` stops at an older schema version (tests of an upgrade). */
  migrate(upTo?: number): Promise<number> {
    return migrate(this.db, upTo);
  }

  ping(): Promise<void> {
    return this.db.ping();
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
