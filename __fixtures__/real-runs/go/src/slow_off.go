//go:build !slow

package realbench

// slowExtra is 0 in the base build: the extra passes below compile away.
const slowExtra = 0
