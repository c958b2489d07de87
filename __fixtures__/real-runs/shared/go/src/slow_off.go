//go:build !slow

package shared

// slowExtra is 0 in the base build.
const slowExtra = 0
