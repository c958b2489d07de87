//go:build slow

package shared

// slowExtra is 1 in the slow build (`-tags slow`): three benchmarks do ~20% more real work.
const slowExtra = 1
