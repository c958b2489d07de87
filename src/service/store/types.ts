// What the service keeps: project → branch → commit → run → result sets, and the series derived from them.
import type { Direction } from '../../core/model.js';

export interface Project {
  id: number;
  name: string;
  private: boolean;
  createdAt: number;
}

export interface TokenRecord {
  id: number;
  projectId: number;
  hash: Buffer;
  revoked: boolean;
}

export type InputKind = 'blocks' | 'micro';

/** One value of one series, derived from a result set at ingest. */
export interface PointInput {
  key: string;
  metric: string;
  unit: string;
  direction: Direction;
  value: number;
}

/**
 * An upload's points as columns, sorted as the ingest inserts them (by key, then metric): 200,000 small objects
 * cost a worker's reply a slow copy into the event loop's thread and the ingest 30 MB of heap; four columns (keys
 * joined by NUL, which a checked name never holds; each point's unit and direction by index) cost a few copies
 * of memory, and the ingest makes point objects a batch at a time.
 */
export interface PointColumns {
  keys: string;
  kinds: { metric: string; unit: string; direction: Direction }[];
  kindOf: Uint32Array;
  values: Float64Array;
}

export interface IngestInput {
  projectId: number;
  branch: string;
  commit: string;
  runKey: string;
  name: string;
  machine: string;
  workflow: string | null;
  /** Epoch ms the run is placed at in its series (its provenance time, else the ingest time). */
  time: number;
  format: string;
  kind: InputKind;
  /** The results file as uploaded, gzip-compressed. */
  body: Buffer;
  /** Uncompressed size. */
  bodyBytes: number;
  /** Its points: objects in any order, or columns sorted as the ingest inserts them (offload/point-columns.ts). */
  points: PointInput[] | PointColumns;
  /** When it was first stored (an import keeps the original's; default now). */
  createdAt?: number;
}

/** A stored result set with its run's provenance (the API calls it a run: one uploaded file). */
export interface RunView {
  id: number;
  /** The project it belongs to (not shown by the API). */
  projectId: number;
  name: string;
  run: string;
  branch: string;
  commit: string;
  machine: string;
  workflow: string | null;
  format: string;
  kind: InputKind;
  time: number;
  createdAt: number;
  verdict: string | null;
  shiftPct: number | null;
  comparedWith: number | null;
}

export interface BranchView {
  name: string;
  runCount: number;
  latestAt: number;
  latestCommit: string;
}

export interface ProjectView {
  name: string;
  createdAt: number;
  runCount: number;
  latestAt: number | null;
}

export interface SeriesRef {
  projectId: number;
  branch: string;
  machine: string;
  key: string;
  metric: string;
}

export interface SeriesKeyView {
  key: string;
  metric: string;
  machine: string;
  unit: string;
  direction: Direction;
  points: number;
  latestValue: number | null;
  latestAt: number | null;
  openAlerts: number;
}

export interface SeriesPoint {
  id: number;
  resultSet: number;
  commit: string;
  time: number;
  value: number;
}

export interface SeriesData {
  id: number;
  unit: string;
  direction: Direction;
  points: SeriesPoint[];
}

export type AlertStatus = 'untriaged' | 'acknowledged' | 'invalid' | 'fixed';
export const ALERT_STATUSES: readonly AlertStatus[] = ['untriaged', 'acknowledged', 'invalid', 'fixed'];

export interface AlertView {
  id: number;
  project: string;
  projectId: number;
  key: string;
  metric: string;
  machine: string;
  branch: string;
  commit: string;
  previousCommit: string;
  direction: 'regression' | 'improvement';
  magnitudePct: number;
  pValue: number;
  status: AlertStatus;
  createdAt: number;
  updatedAt: number;
  kind: AlertKind;
  stage: AlertStage;
  history: AlertStageChange[];
}

export interface AlertFilter {
  status?: AlertStatus;
  branch?: string;
  key?: string;
  metric?: string;
  /** Only alerts with a smaller id (the `next` of the page before). */
  before?: number;
}

/** A series handed to the change-point analysis: its tail, oldest first, and the points already alerted. */
export type TailPoint = Pick<SeriesPoint, 'id' | 'commit' | 'value'>;

export interface SeriesTail {
  id: number;
  direction: Direction;
  points: TailPoint[];
  /** Points already alerted, with the alert's change (%). */
  alerted: Map<number, number>;
  /** Each alerted point's kind and stage (change-alerts.ts); absent means a confirmed step. */
  kinds?: Map<number, { kind: AlertKind; stage: AlertStage }>;
}

/** A step (change point) or a drift (a gradual move of the level). */
export type AlertKind = 'step' | 'drift';
/** A provisional alert (a step among the last points) is later confirmed or withdrawn. */
export type AlertStage = 'provisional' | 'confirmed' | 'withdrawn';
/** One stage an alert went through, and when (ms). */
export interface AlertStageChange {
  stage: AlertStage;
  at: number;
  /** A confirmation that moved the alert: the commit the provisional alert had named. */
  from?: string;
}

export interface AlertDraft {
  kind: AlertKind;
  /** A provisional draft opens an alert; a confirmed or withdrawn one ends an open provisional alert (`ends`). */
  stage: AlertStage;
  /**
   * The point of the open provisional alert this draft ends. A confirmation moves that alert to the point, commit
   * and size the full analysis gives (a few points are enough to start a provisional alert a point late).
   */
  ends?: number;
  /**
   * The point of an alert this draft re-places (service/alert-rows.ts): a confirmed draft moves a confirmed step
   * alert that points uploaded late (stored after points that follow them) put elsewhere to the point, commit and
   * size the analysis now gives, or revives a withdrawn step alert there; a withdrawn draft withdraws a confirmed
   * step or drift alert where it stands (the analysis finds no change there any more).
   */
  moves?: number;
  pointId: number;
  commit: string;
  previousCommit: string;
  direction: 'regression' | 'improvement';
  magnitudePct: number;
  pValue: number;
}

export interface PendingVerdict {
  id: number;
  previous: number | null;
}

/** Each series' newest points on a branch (SeriesRepository.branchPoints), column by column. */
export interface BranchPointColumns {
  keys: string[];
  metrics: string[];
  machines: string[];
  /** How many points each series has, in order: its points follow the previous series' in the two columns below. */
  counts: Uint32Array;
  resultSets: Float64Array;
  values: Float64Array;
}

/** Where a page of series keys starts: after this series. */
export interface SeriesKeyCursor {
  key: string;
  metric: string;
  machine: string;
}
