// Scaling families seen from the rows: notes on the members of a family whose growth changed, and the
// flat-vs-growing sanity note on the members of a family gone flat on one side (their changes are suspect).
import type { MicroBenchmark } from './model.js';
import { addNote, addSanity } from './notes.js';
import { flatVsGrowingNote } from '../sanity.js';
import type { ScalingComparison } from '../scaling/scaling.js';

function fmtExp(x: number): string {
  return x.toFixed(2);
}

/**
 * Notes from comparing each family's growth in n between the sides: a candidate gone flat is suspect;
 * a growth exponent that changed by ≥ 0.3 is a complexity change, named on each member benchmark (and it
 * explains a large ratio on an improvement: the gain grows with n, as an algorithmic fix's does).
 */
export function applyScalingNotes(benchmarks: MicroBenchmark[], changes: ScalingComparison): void {
  for (const f of changes.families) {
    if (!f.baseline || !f.candidate) continue;
    const be = f.baseline.exponent;
    const ce = f.candidate.exponent;
    const note = flatVsGrowingNote(f.param, be, ce);
    if (!note && !f.changed) continue;
    for (const bm of familyMembers(benchmarks, f.label, f.metric)) {
      if (f.changed) {
        addNote(
          bm,
          `growth in ${f.param} changed: exponent ${fmtExp(be)} → ${fmtExp(ce)} per op, ` +
            `${fmtExp(f.baseline.perItemExponent)} → ${fmtExp(f.candidate.perItemExponent)} per ${f.param} (${f.label})`,
        );
        const ratio = bm.sanity.find((s) => s.code === 'implausible-ratio');
        // Only an improvement's large-change note reads "fine for an algorithmic fix".
        if (ratio) {
          ratio.message = ratio.message.replace(
            /; fine for an algorithmic fix, but check/,
            `; the gain grows with ${f.param} (growth exponent ${fmtExp(be)} → ${fmtExp(ce)}), as an algorithmic fix's does; still check`,
          );
        }
      }
      if (note) addSanity(bm, note);
    }
  }
}

/** Member benchmarks of a family, found through the family's label (`num=*` matches `num=100`…). */
function familyMembers(benchmarks: MicroBenchmark[], label: string, metric: string): MicroBenchmark[] {
  const members: MicroBenchmark[] = [];
  forEachFamilyMember(
    benchmarks.length,
    (i) => benchmarks[i].key,
    (i) => benchmarks[i].metric,
    label,
    metric,
    (i) => members.push(benchmarks[i]),
  );
  return members;
}

/** Calls `visit` with the index of each of the `count` rows (given by key and metric) in the family. */
function forEachFamilyMember(
  count: number,
  keyOf: (i: number) => string,
  metricOf: (i: number) => string,
  label: string,
  metric: string,
  visit: (i: number) => void,
): void {
  const star = label.indexOf('*');
  const prefix = label.slice(0, star);
  const suffix = label.slice(star + 1);
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    if (metricOf(i) !== metric || key.length <= prefix.length + suffix.length) continue;
    if (!key.startsWith(prefix) || !key.endsWith(suffix)) continue;
    const middle = key.slice(prefix.length, key.length - suffix.length);
    if (/^[+-]?\d+(?:\.\d+)?$/.test(middle)) visit(i);
  }
}

/**
 * What applyScalingNotes does to sanity, without building the rows: members of a family that went flat on one
 * side fail a sanity check (`failsSanity[i]` set to 1).
 */
export function markFlatFamilies(
  keys: readonly string[],
  metricAt: (i: number) => string,
  failsSanity: Uint8Array,
  changes: ScalingComparison,
): void {
  for (const f of changes.families) {
    if (!f.baseline || !f.candidate) continue;
    if (!flatVsGrowingNote(f.param, f.baseline.exponent, f.candidate.exponent)) continue;
    forEachFamilyMember(
      keys.length,
      (i) => keys[i],
      metricAt,
      f.label,
      f.metric,
      (i) => {
        failsSanity[i] = 1;
      },
    );
  }
}
