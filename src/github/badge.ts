// Status badges for the default branch: an SVG (badge-maker, the library behind shields.io) and the JSON a
// shields.io endpoint badge reads.
import { makeBadge } from 'badge-maker';
import type { BlockVerdict } from '../core/model.js';

export type BadgeState = BlockVerdict | 'no-baseline';

export interface BadgeInput {
  verdict: BadgeState;
  /** The headline shift in % (candidate vs baseline, raw direction); omitted for no change / no baseline. */
  shiftPct?: number;
  label?: string;
}

const COLORS: Record<BadgeState, string> = {
  improvement: 'green',
  'no-change': 'lightgrey',
  regression: 'red',
  inconclusive: 'yellow',
  mixed: 'orange',
  'no-baseline': 'lightgrey',
};

function signed(pct: number): string {
  const rounded = Math.round(pct * 10) / 10;
  // "-0.0%" reads as a glitch; show 0.0% without a sign.
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded).toFixed(1)}%`;
}

export function badgeMessage(input: BadgeInput): string {
  switch (input.verdict) {
    case 'no-change':
      return 'no change';
    case 'no-baseline':
      return 'no baseline';
    case 'inconclusive':
      return input.shiftPct === undefined || !Number.isFinite(input.shiftPct)
        ? 'inconclusive'
        : `${signed(input.shiftPct)} inconclusive`;
    case 'improvement':
    case 'regression':
    case 'mixed':
      return input.shiftPct === undefined || !Number.isFinite(input.shiftPct)
        ? input.verdict
        : `${signed(input.shiftPct)} ${input.verdict}`;
  }
}

export function renderBadgeSvg(input: BadgeInput): string {
  return makeBadge({
    label: input.label ?? 'perf',
    message: badgeMessage(input),
    color: COLORS[input.verdict],
  });
}

export interface ShieldsEndpoint {
  schemaVersion: 1;
  label: string;
  message: string;
  color: string;
}

export function renderShieldsEndpoint(input: BadgeInput): ShieldsEndpoint {
  return {
    schemaVersion: 1,
    label: input.label ?? 'perf',
    message: badgeMessage(input),
    color: COLORS[input.verdict],
  };
}
