//go:build !slow

package heldout

// slowExtra is 0 in the base build: the extra passes compile away.
const slowExtra = 0
