// Real pair with large known changes: the changed build (`-tags changed`) makes Sha256x do 8x the hashing,
// Base32 2x the encoding, Sprintf 1.5x the formatting (three calls in two), and FloatParse 4x less parsing
// (the base build parses every string four times). The other eight benchmarks are the same code.
package pairgo

import (
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"math/bits"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

var (
	blob = []byte(strings.Repeat("pair benchmark data ", 400))
	sink int
)

func rounds(base, changedRounds int) int {
	if changed {
		return changedRounds
	}
	return base
}

func BenchmarkSha256x(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for r := 0; r < rounds(1, 8); r++ {
			h := sha256.Sum256(blob[:2048])
			sink += int(h[r])
		}
	}
}

func BenchmarkBase32(b *testing.B) {
	dst := make([]byte, base32.StdEncoding.EncodedLen(4096))
	for i := 0; i < b.N; i++ {
		for r := 0; r < rounds(1, 2); r++ {
			base32.StdEncoding.Encode(dst, blob[:4096])
		}
		sink += int(dst[0])
	}
}

func BenchmarkSprintf(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for r := 0; r < rounds(2, 3); r++ {
			sink += len(fmt.Sprintf("%d-%s-%.2f", i, "x", 1.5))
		}
	}
}

func BenchmarkFloatParse(b *testing.B) {
	xs := []string{"3.14159", "2.71828", "1e10", "-0.0001", "12345.678"}
	for i := 0; i < b.N; i++ {
		for r := 0; r < rounds(4, 1); r++ {
			for _, x := range xs {
				f, _ := strconv.ParseFloat(x, 64)
				sink += int(f)
			}
		}
	}
}

func BenchmarkBitsOnes(b *testing.B) {
	for i := 0; i < b.N; i++ {
		n := 0
		for v := uint64(0); v < 2000; v++ {
			n += bits.OnesCount64(v * 0x9E3779B97F4A7C15)
		}
		sink += n
	}
}

func BenchmarkSortStrings(b *testing.B) {
	words := strings.Fields(strings.Repeat("kiwi apple fig date plum pear lime ", 60))
	for i := 0; i < b.N; i++ {
		w := append([]string(nil), words...)
		sort.Strings(w)
		sink += len(w[0])
	}
}

func BenchmarkRuneCount(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += utf8.RuneCount(blob)
	}
}

func BenchmarkAtoi(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for j := 0; j < 100; j++ {
			v, _ := strconv.Atoi("123456")
			sink += v
		}
	}
}

func BenchmarkFields(b *testing.B) {
	s := string(blob[:4000])
	for i := 0; i < b.N; i++ {
		sink += len(strings.Fields(s))
	}
}

func BenchmarkMapInt(b *testing.B) {
	for i := 0; i < b.N; i++ {
		m := make(map[int]int, 256)
		for j := 0; j < 256; j++ {
			m[j*7] = j
		}
		sink += len(m)
	}
}

func BenchmarkSliceAppend(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var s []int
		for j := 0; j < 1000; j++ {
			s = append(s, j)
		}
		sink += len(s)
	}
}

func BenchmarkStringsRepeat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += len(strings.Repeat("ab", 500))
	}
}
