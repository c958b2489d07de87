// Package heldout: the held-out go corpus' workloads, over std-lib packages the first corpus does not use.
// SLOW: MD5Blocks, HexEncode and XMLMarshal repeat their work on the first fifth of their input when slowExtra = 1.
package heldout

import (
	"crypto/md5"
	"encoding/hex"
	"encoding/xml"
)

var sinkBytes []byte

// MD5Blocks hashes each 1000-byte block; SLOW: re-hashes the first fifth of every block too.
func MD5Blocks(data []byte) (sum byte) {
	for off := 0; off+1000 <= len(data); off += 1000 {
		h := md5.Sum(data[off : off+1000])
		sum ^= h[0]
		if slowExtra == 1 {
			h2 := md5.Sum(data[off : off+200])
			sum ^= h2[0]
		}
	}
	return sum
}

// HexEncode hex-encodes the buffer; SLOW: its first fifth a second time.
func HexEncode(data []byte, dst []byte) int {
	n := hex.Encode(dst, data)
	if slowExtra == 1 {
		n += hex.Encode(dst, data[:len(data)/5])
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

// XMLMarshal marshals the items; SLOW: the first fifth again.
func XMLMarshal(items []Item) int {
	b, _ := xml.Marshal(items)
	n := len(b)
	if slowExtra == 1 {
		b2, _ := xml.Marshal(items[:len(items)/5])
		n += len(b2)
	}
	sinkBytes = b
	return n
}
