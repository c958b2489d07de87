// The measurements of a parsed `go test -bench` output by columns: cells (one benchmark name × unit of one
// package) in typed arrays and samples in one shared buffer, rather than 60,000 small objects a side.
import type { Measurement } from '../../core/model.js';
import { insertionSortInto } from '../../core/benchstat/benchmath.js';
import { sortedMedian } from '../../core/benchstat/median-ci.js';
import type { MeasurementColumns } from '../../core/compare-micro.js';
import type { GoUnit } from './gobench-names.js';

/** Int32 columns per cell in GoBenchParser.cellInts. */
export const CELL_INTS = 6;
export const UNIT_AT = 0;
export const UNIT_LENGTH = 1;
export const HEAD = 2;
export const TAIL = 3;
export const COUNT = 4;
export const NEXT_UNIT = 5;
/**
 * The measurements of a parsed go output by columns (see MeasurementColumns): a comparison that needs only
 * verdicts reads them from here, and the Measurement objects are built only when something reads
 * `measurements`.
 */
export class GoBenchColumns implements MeasurementColumns {
  /** Set once `measurements` has been read or replaced: from then on the objects are the truth. */
  measurementsRead = false;
  private built: Measurement[] | undefined;

  constructor(
    readonly count: number,
    readonly keys: readonly string[],
    readonly units: readonly GoUnit[],
    readonly configs: ReadonlyArray<Record<string, string>>,
    readonly params: ReadonlyArray<Record<string, string> | undefined>,
    private readonly attrs: ReadonlyArray<Record<string, number> | undefined>,
    private readonly cellInts: Int32Array,
    private readonly sampleValue: Float64Array,
    private readonly sampleNext: Int32Array,
  ) {}

  samplesInto(row: number, out: number[]): void {
    const n = this.cellInts[row * CELL_INTS + COUNT];
    out.length = n;
    const value = this.sampleValue;
    const next = this.sampleNext;
    for (let i = 0, at = this.cellInts[row * CELL_INTS + HEAD]; i < n; i++, at = next[at]) out[i] = value[at];
  }

  valueOf(row: number, samples: readonly number[]): number {
    return medianOf(samples);
  }

  attrsOf(row: number): Record<string, number> | undefined {
    return this.attrs[row];
  }

  /** The Measurement objects, one per cell, in cell order (built on the first call). */
  measurements(): Measurement[] {
    if (!this.built) {
      const out: Measurement[] = new Array<Measurement>(this.count);
      for (let cell = 0; cell < this.count; cell++) {
        const samples = new Array<number>(0);
        this.samplesInto(cell, samples);
        out[cell] = measurementOf(
          this.keys[cell],
          this.units[cell],
          samples,
          this.configs[cell],
          this.params[cell],
          this.attrs[cell],
        );
      }
      this.built = out;
    }
    return this.built;
  }
}
/**
 * A measurement with its optional fields set in the literal (adding them afterwards gave each of 60,000
 * objects a second, out-of-object property store).
 */
function measurementOf(
  key: string,
  unit: GoUnit,
  samples: number[],
  config: Record<string, string>,
  params: Record<string, string> | undefined,
  attrs: Record<string, number> | undefined,
): Measurement {
  const { metric, direction } = unit;
  const value = medianOf(samples);
  if (params && attrs)
    return { key, metric, value, unit: unit.unit, direction, samples, config, params, attrs };
  if (params) return { key, metric, value, unit: unit.unit, direction, samples, config, params };
  if (attrs) return { key, metric, value, unit: unit.unit, direction, samples, config, attrs };
  return { key, metric, value, unit: unit.unit, direction, samples, config };
}
const medianScratch = new Float64Array(64);

/** Median of a few samples: insertion sort into a reused buffer (go -count is usually 5–20). */
function medianOf(samples: readonly number[]): number {
  const n = samples.length;
  if (n > medianScratch.length) return sortedMedian(Float64Array.from(samples).sort());
  const a = medianScratch;
  insertionSortInto(samples, a);
  const mid = n >> 1;
  return n % 2 === 1 ? a[mid] : (a[mid - 1] + a[mid]) / 2;
}
