package realbench

import (
	"crypto/sha256"
	"encoding/json"
	"strconv"
)

// Record is the payload of the JSON benchmarks.
type Record struct {
	ID    int               `json:"id"`
	Name  string            `json:"name"`
	Tags  []string          `json:"tags"`
	Score float64           `json:"score"`
	Attrs map[string]string `json:"attrs"`
}

// MakeRecords builds n deterministic records.
func MakeRecords(n int) []Record {
	out := make([]Record, n)
	for i := range out {
		out[i] = Record{
			ID:    i,
			Name:  "record-" + strconv.Itoa(i),
			Tags:  []string{"alpha", "beta", strconv.Itoa(i % 7)},
			Score: float64(i) * 1.25,
			Attrs: map[string]string{"k": "v" + strconv.Itoa(i), "z": "w"},
		}
	}
	return out
}

// HashBlocks hashes each block; the slow build also re-hashes the first sixth of every block (a "checksum pass").
func HashBlocks(blocks [][]byte) byte {
	var acc byte
	for _, b := range blocks {
		s := sha256.Sum256(b)
		acc ^= s[0]
		if slowExtra > 0 {
			t := sha256.Sum256(b[:len(b)/6])
			acc ^= t[1]
		}
	}
	return acc
}

// FormatInts appends decimal forms of xs; the slow build also formats every fifth value again in base 16.
func FormatInts(buf []byte, xs []int64) []byte {
	buf = buf[:0]
	for i, x := range xs {
		buf = strconv.AppendInt(buf, x, 10)
		buf = append(buf, ',')
		if slowExtra > 0 && i%5 == 0 {
			buf = strconv.AppendInt(buf, x, 10)
			buf = append(buf, ';')
		}
	}
	return buf
}

// MarshalRecords encodes rs; the slow build also encodes the first fifth again (a "validation pass").
func MarshalRecords(rs []Record) int {
	b, err := json.Marshal(rs)
	if err != nil {
		panic(err)
	}
	n := len(b)
	if slowExtra > 0 {
		c, err := json.Marshal(rs[:len(rs)/5])
		if err != nil {
			panic(err)
		}
		n += len(c)
	}
	return n
}
