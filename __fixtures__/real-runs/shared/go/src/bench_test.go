// Fitting corpus "shared" (issue 32): 24 benchmarks of std-lib packages neither other corpus uses.
// SLOW (`-tags slow`): AESCTR, TimeFormat and LZWCompress also process the first fifth of their input again
// (+20% of the work). Everything else is the same code in both builds.
package shared

import (
	"bufio"
	"bytes"
	"compress/lzw"
	"compress/zlib"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/ascii85"
	"encoding/base32"
	"encoding/pem"
	"hash/crc64"
	"hash/maphash"
	"io"
	"math/big"
	"math/bits"
	"math/cmplx"
	"mime/quotedprintable"
	"net/netip"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"text/tabwriter"
	"time"
	"unicode/utf16"
)

var (
	blob  = makeBlob(32 * 1024)
	words = strings.Fields(strings.Repeat("amber basalt cedar dune ember fjord glacier heath ", 400))
	sinkI int
	sinkB []byte
	sinkS string
)

func makeBlob(n int) []byte {
	b := make([]byte, n)
	x := uint32(2463534242)
	for i := range b {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b[i] = byte(x)
	}
	return b
}

// extra is the slice a slow benchmark processes again: its input's first fifth in the slow build, nothing else.
func extra(b []byte) []byte { return b[:len(b)/5*slowExtra] }

func BenchmarkAESCTR(b *testing.B) {
	block, _ := aes.NewCipher(blob[:16])
	out := make([]byte, 16*1024)
	in := blob[:16*1024]
	for i := 0; i < b.N; i++ {
		cipher.NewCTR(block, blob[16:32]).XORKeyStream(out, in)
		if x := extra(in); len(x) > 0 {
			cipher.NewCTR(block, blob[16:32]).XORKeyStream(out[:len(x)], x)
		}
	}
	sinkB = out
}

func BenchmarkHMACSHA256(b *testing.B) {
	for i := 0; i < b.N; i++ {
		m := hmac.New(sha256.New, blob[:32])
		m.Write(blob[:4096])
		sinkB = m.Sum(nil)
	}
}

func BenchmarkEd25519Sign(b *testing.B) {
	key := ed25519.NewKeyFromSeed(blob[:32])
	for i := 0; i < b.N; i++ {
		sinkB = ed25519.Sign(key, blob[:256])
	}
}

func BenchmarkCRC64(b *testing.B) {
	t := crc64.MakeTable(crc64.ECMA)
	for i := 0; i < b.N; i++ {
		sinkI = int(crc64.Checksum(blob, t))
	}
}

func BenchmarkMaphash(b *testing.B) {
	seed := maphash.MakeSeed()
	for i := 0; i < b.N; i++ {
		var h maphash.Hash
		h.SetSeed(seed)
		h.Write(blob[:8192])
		sinkI = int(h.Sum64())
	}
}

func BenchmarkBase32Encode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkS = base32.StdEncoding.EncodeToString(blob[:4096])
	}
}

func BenchmarkASCII85Encode(b *testing.B) {
	dst := make([]byte, ascii85.MaxEncodedLen(8192))
	for i := 0; i < b.N; i++ {
		sinkI = ascii85.Encode(dst, blob[:8192])
	}
}

func BenchmarkPEMEncode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkB = pem.EncodeToMemory(&pem.Block{Type: "DATA", Bytes: blob[:2048]})
	}
}

func BenchmarkLZWCompress(b *testing.B) {
	text := []byte(strings.Join(words[:1200], " "))
	var buf bytes.Buffer
	for i := 0; i < b.N; i++ {
		buf.Reset()
		w := lzw.NewWriter(&buf, lzw.LSB, 8)
		w.Write(text)
		w.Write(extra(text))
		w.Close()
	}
	sinkI = buf.Len()
}

func BenchmarkZlibInflate(b *testing.B) {
	var c bytes.Buffer
	w := zlib.NewWriter(&c)
	w.Write([]byte(strings.Join(words, " ")))
	w.Close()
	for i := 0; i < b.N; i++ {
		r, _ := zlib.NewReader(bytes.NewReader(c.Bytes()))
		n, _ := io.Copy(io.Discard, r)
		sinkI = int(n)
	}
}

func BenchmarkBitsOnesCount(b *testing.B) {
	for i := 0; i < b.N; i++ {
		n := 0
		for j := 0; j+8 <= 8192; j += 8 {
			n += bits.OnesCount64(uint64(blob[j]) | uint64(blob[j+1])<<8 | uint64(blob[j+7])<<56)
		}
		sinkI = n
	}
}

func BenchmarkCmplxPow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		z := complex(1.0001, 0.0002)
		for j := 0; j < 200; j++ {
			z = cmplx.Pow(z, complex(1.001, 0))
		}
		sinkI = int(real(z))
	}
}

func BenchmarkBigFloatSqrt(b *testing.B) {
	x := new(big.Float).SetPrec(512).SetInt64(7)
	for i := 0; i < b.N; i++ {
		sinkS = new(big.Float).SetPrec(512).Sqrt(x).String()
	}
}

func BenchmarkStringsFields(b *testing.B) {
	s := strings.Join(words[:2000], "  ")
	for i := 0; i < b.N; i++ {
		sinkI = len(strings.Fields(s))
	}
}

func BenchmarkStringsEqualFold(b *testing.B) {
	for i := 0; i < b.N; i++ {
		n := 0
		for j := 1; j < len(words); j++ {
			if strings.EqualFold(words[j], strings.ToUpper(words[j-1])) {
				n++
			}
		}
		sinkI = n
	}
}

func BenchmarkSortSearch(b *testing.B) {
	xs := make([]int, 4096)
	for i := range xs {
		xs[i] = i * 3
	}
	for i := 0; i < b.N; i++ {
		n := 0
		for j := 0; j < 2000; j++ {
			n += sort.SearchInts(xs, j*5)
		}
		sinkI = n
	}
}

func BenchmarkUTF16Encode(b *testing.B) {
	rs := []rune(strings.Repeat("héllo wörld ☃ ", 300))
	for i := 0; i < b.N; i++ {
		sinkI = len(utf16.Encode(rs))
	}
}

func BenchmarkTabwriter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		w := tabwriter.NewWriter(&buf, 0, 8, 1, ' ', 0)
		for j := 0; j < 100; j++ {
			w.Write([]byte(words[j] + "\t" + strconv.Itoa(j) + "\t" + words[j+1] + "\n"))
		}
		w.Flush()
		sinkI = buf.Len()
	}
}

func BenchmarkTimeFormat(b *testing.B) {
	t0 := time.Date(2026, 11, 29, 13, 0, 0, 0, time.UTC)
	n := 500 + 100*slowExtra
	for i := 0; i < b.N; i++ {
		l := 0
		for j := 0; j < n; j++ {
			l += len(t0.Add(time.Duration(j) * time.Minute).Format(time.RFC3339Nano))
		}
		sinkI = l
	}
}

func BenchmarkTimeParse(b *testing.B) {
	for i := 0; i < b.N; i++ {
		t, _ := time.Parse(time.RFC1123, "Sun, 29 Nov 2026 13:45:07 UTC")
		sinkI = t.Second()
	}
}

func BenchmarkRegexpReplace(b *testing.B) {
	re := regexp.MustCompile(`[aeiou]{1,2}`)
	s := strings.Join(words[:300], " ")
	for i := 0; i < b.N; i++ {
		sinkS = re.ReplaceAllString(s, "_")
	}
}

func BenchmarkAppendFloat(b *testing.B) {
	buf := make([]byte, 0, 32)
	for i := 0; i < b.N; i++ {
		for j := 0; j < 100; j++ {
			buf = strconv.AppendFloat(buf[:0], float64(j)*1.37e-3, 'g', -1, 64)
		}
	}
	sinkB = buf
}

func BenchmarkNetipParse(b *testing.B) {
	for i := 0; i < b.N; i++ {
		a, _ := netip.ParseAddr("2001:db8:85a3::8a2e:370:7334")
		p, _ := netip.ParseAddr("192.168.17.254")
		sinkI = int(a.BitLen() + p.BitLen())
	}
}

func BenchmarkQuotedPrintable(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		w := quotedprintable.NewWriter(&buf)
		w.Write(blob[:2048])
		w.Close()
		sinkI = buf.Len()
	}
}

func BenchmarkBufioWriter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		w := bufio.NewWriterSize(io.Discard, 512)
		for j := 0; j < 1000; j++ {
			w.WriteString(words[j])
			w.WriteByte(' ')
		}
		w.Flush()
	}
}
