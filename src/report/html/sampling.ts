// Keeps a chart's points within what a browser draws quickly: a million-block scatter becomes a sample, a
// million-point curve every k-th point. The chart's note says which (a chart must not pass a sample off as
// the whole).

/** Every `stride`-th of `items` (the first included), so at most `max` of them; all when they fit. */
export function strided<T>(items: readonly T[], max: number): { picked: T[]; stride: number } {
  const stride = Math.max(1, Math.ceil(items.length / max));
  const picked: T[] = [];
  for (let i = 0; i < items.length; i += stride) picked.push(items[i]);
  return { picked, stride };
}

/** Positions 0..n-1 thinned to every `stride`-th (at most about `max`), always keeping the last. */
export function curvePositions(n: number, max: number): { picked: number[]; stride: number } {
  const stride = Math.max(1, Math.ceil(n / max));
  const picked: number[] = [];
  for (let i = 0; i < n; i += stride) picked.push(i);
  if (n > 0 && picked[picked.length - 1] !== n - 1) picked.push(n - 1);
  return { picked, stride };
}

/** 2 → "2nd", 11 → "11th", 23 → "23rd": for "every 2nd block drawn". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
