//go:build !changed

package pairgo

const changed = false
