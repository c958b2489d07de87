package heldout

import (
	"os"
	"strconv"
)

// slowPct comes from AB_SLOW_PCT (default 0): MD5Blocks, HexEncode and XMLMarshal repeat their work on the first
// slowPct% of their input, so one binary serves both sides of an A/B run (bench/ab-suites/README.md).
var slowPct = func() int {
	p, _ := strconv.Atoi(os.Getenv("AB_SLOW_PCT"))
	return p
}()

func slowPart(n int) int { return n * slowPct / 100 }
