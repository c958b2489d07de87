// What a caller knows of between-run noise beyond the pair's own samples, as plain types: its own module,
// importing nothing, so the micro model (../model.ts) can name it without an import circle.

export type BetweenRunSource = 'replicates' | 'interleaved' | 'aa-pair' | 'history' | 'suite' | 'default';

/** Per-run centres (ln of the run's median) of one side's replicated runs, by row key (`key\0metric`). */
export type RunCentres = Map<string, Float64Array>;

/** What the caller knows beyond the pair's own samples (see the pipeline's readers). */
export interface BetweenRunInput {
  /** Replicated runs per side: per row, each run's centre (NaN where a run lacks the row). */
  replicates?: { baseline: RunCentres; candidate: RunCentres; runs: [number, number]; paired: boolean };
  /** Two runs of one build: per row, ln(second / first) of their centres. */
  aaPair?: Map<string, number>;
  /** The service's history: per row, the sd of ln(run / previous run) on main and how many ratios, and its level. */
  history?: Map<string, HistorySeries>;
  /** With a history that has levels: the candidate's run centres (one or several runs), judged against them. */
  historyCandidate?: { centres: RunCentres; runs: number };
  /** σ of a whole run's speed (%, default DEFAULT_RUN_DRIFT_PCT): the suite's common shift is judged against it. */
  runDriftPct?: number;
}

/** What the report says of a history with levels. */
export interface HistoryLevelSummary {
  /** Median runs a level rests on, the candidate's runs, rows judged against a level, the run speed used (%). */
  levelRuns: number;
  candidateRuns: number;
  rows: number;
  runSdPct: number;
  measuredRunSd: boolean;
  /** The t tails the rows were judged with (df): TAIL_DF, or heavier where main's history showed them. */
  tailDf: number;
}

/** One series of the service's history (its noise route, or a file saved from it). */
export interface HistorySeries {
  /** sd of ln(run / previous run) on the branch (1.4826 × MAD) and how many ratios it rests on. */
  sd: number;
  n: number;
  /** Since the noise route gave levels: the series' level and one run's noise apart from its run's shift. */
  level?: {
    /** ln of the median of the series' runs since its last step, and how many runs. */
    ln: number;
    runs: number;
    /** sd of ln(run / previous run) with each run's common shift taken out. */
    ownSd: number;
    /** sd of a whole run's speed on the branch (ln), or null when the service could not tell. */
    runSd: number | null;
    /** The t tails main's own runs show (df, ≤ TAIL_DF), or null from a file saved before the route gave them. */
    tailDf: number | null;
  };
}
