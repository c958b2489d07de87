//go:build changed

package pairgo

// changed is true in the changed build (`-tags changed`): see bench_test.go for what it does.
const changed = true
