// Ordinary least squares: what the scaling fits need for slopes with their standard errors.

export interface LinearFit {
  n: number;
  slope: number;
  intercept: number;
  /** Standard error of the slope (NaN with fewer than 3 points). */
  slopeStdErr: number;
  /** Coefficient of determination (1 when the points are collinear). */
  r2: number;
}

/** Ordinary least-squares fit y = intercept + slope·x. Needs ≥ 2 points with distinct x. */
export function leastSquares(xs: readonly number[], ys: readonly number[]): LinearFit {
  const n = xs.length;
  if (n !== ys.length) throw new Error('leastSquares: xs and ys differ in length');
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i];
    my += ys[i];
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxx === 0 ? NaN : sxy / sxx;
  const intercept = my - slope * mx;
  let sse = 0;
  for (let i = 0; i < n; i++) {
    const r = ys[i] - (intercept + slope * xs[i]);
    sse += r * r;
  }
  const slopeStdErr = n > 2 && sxx > 0 ? Math.sqrt(sse / (n - 2) / sxx) : NaN;
  const r2 = syy === 0 ? 1 : 1 - sse / syy;
  return { n, slope, intercept, slopeStdErr, r2 };
}
