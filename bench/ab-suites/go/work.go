// Package heldout: the held-out go corpus' workloads (the A/B runner's go suite, bench/ab-suites/README.md).
// SLOW: MD5Blocks, HexEncode and XMLMarshal repeat their work on the first slowPct% of their input (slow.go).
package heldout

import (
	"crypto/md5"
	"encoding/hex"
	"encoding/xml"
)

var sinkBytes []byte

// MD5Blocks hashes each 1000-byte block; SLOW: hashes the first slowPct% of the data once more.
func MD5Blocks(data []byte) (sum byte) {
	for off := 0; off+1000 <= len(data); off += 1000 {
		h := md5.Sum(data[off : off+1000])
		sum ^= h[0]
	}
	if slowPct > 0 {
		h2 := md5.Sum(data[:slowPart(len(data))])
		sum ^= h2[0]
	}
	return sum
}

// HexEncode hex-encodes the buffer; SLOW: its first slowPct% a second time.
func HexEncode(data []byte, dst []byte) int {
	n := hex.Encode(dst, data)
	if slowPct > 0 {
		n += hex.Encode(dst, data[:slowPart(len(data))])
	}
	return n
}

type Item struct {
	XMLName xml.Name `xml:"item"`
	ID      int      `xml:"id,attr"`
	Name    string   `xml:"name"`
	Price   float64  `xml:"price"`
	Tags    []string `xml:"tag"`
}

// XMLMarshal marshals the items; SLOW: the first slowPct% again.
func XMLMarshal(items []Item) int {
	b, _ := xml.Marshal(items)
	n := len(b)
	if slowPct > 0 {
		b2, _ := xml.Marshal(items[:slowPart(len(items))])
		n += len(b2)
	}
	sinkBytes = b
	return n
}
