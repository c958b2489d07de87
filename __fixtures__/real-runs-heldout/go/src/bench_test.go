package heldout

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"container/ring"
	"crypto/sha1"
	"crypto/sha512"
	"encoding/binary"
	"encoding/csv"
	"encoding/gob"
	"hash/adler32"
	"hash/fnv"
	"html"
	"math"
	"math/rand"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

var (
	data  = makeData(64 * 1000)
	text  = makeText(2000)
	items = makeItems(60)
	sinkI int
	sinkF float64
	sinkB []byte
	sinkS string
)

func makeData(n int) []byte {
	r := rand.New(rand.NewSource(7))
	b := make([]byte, n)
	r.Read(b)
	return b
}

func makeText(words int) string {
	w := []string{"river", "<stone>", "cloud & sky", "maple", "\"quote\"", "ember", "north", "delta"}
	r := rand.New(rand.NewSource(11))
	var sb strings.Builder
	for i := 0; i < words; i++ {
		sb.WriteString(w[r.Intn(len(w))])
		sb.WriteByte(' ')
	}
	return sb.String()
}

func makeItems(n int) []Item {
	out := make([]Item, n)
	for i := range out {
		out[i] = Item{ID: i, Name: "item-" + string(rune('a'+i%26)), Price: float64(i) * 1.5, Tags: []string{"x", "y"}}
	}
	return out
}

func BenchmarkMD5Blocks(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkI += int(MD5Blocks(data[:16000]))
	}
}

func BenchmarkHexEncode(b *testing.B) {
	dst := make([]byte, 2*8192)
	for i := 0; i < b.N; i++ {
		sinkI += HexEncode(data[:8192], dst)
	}
}

func BenchmarkXMLMarshal(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkI += XMLMarshal(items)
	}
}

func BenchmarkSHA1_16K(b *testing.B) {
	for i := 0; i < b.N; i++ {
		h := sha1.Sum(data[:16384])
		sinkI += int(h[0])
	}
}

func BenchmarkSHA512_16K(b *testing.B) {
	for i := 0; i < b.N; i++ {
		h := sha512.Sum512(data[:16384])
		sinkI += int(h[0])
	}
}

func BenchmarkFNV64a(b *testing.B) {
	for i := 0; i < b.N; i++ {
		h := fnv.New64a()
		h.Write(data[:8192])
		sinkI += int(h.Sum64() & 1)
	}
}

func BenchmarkAdler32(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkI += int(adler32.Checksum(data[:32768]) & 1)
	}
}

func BenchmarkGzipText(b *testing.B) {
	var buf bytes.Buffer
	for i := 0; i < b.N; i++ {
		buf.Reset()
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
		w.Write([]byte(text))
		w.Close()
		sinkI += buf.Len()
	}
}

func BenchmarkCSVRead(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 300; i++ {
		sb.WriteString("a,b,\"c,d\",42,3.5\n")
	}
	in := sb.String()
	for i := 0; i < b.N; i++ {
		recs, _ := csv.NewReader(strings.NewReader(in)).ReadAll()
		sinkI += len(recs)
	}
}

func BenchmarkGobEncode(b *testing.B) {
	var buf bytes.Buffer
	for i := 0; i < b.N; i++ {
		buf.Reset()
		gob.NewEncoder(&buf).Encode(items)
		sinkI += buf.Len()
	}
}

func BenchmarkBinaryPutUvarint(b *testing.B) {
	buf := make([]byte, binary.MaxVarintLen64)
	for i := 0; i < b.N; i++ {
		n := 0
		for v := uint64(1); v < 1<<40; v = v*3 + 1 {
			n += binary.PutUvarint(buf, v)
		}
		sinkI += n
	}
}

func BenchmarkHTMLEscape(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkS = html.EscapeString(text)
	}
}

func BenchmarkURLParse(b *testing.B) {
	for i := 0; i < b.N; i++ {
		u, _ := url.Parse("https://user:pw@example.com:8080/a/b/c?x=1&y=two&z=%20three#frag")
		sinkI += len(u.Query())
	}
}

func BenchmarkFilepathClean(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkS = filepath.Clean("/a/./b/../../c/d/e/../f//g/./h/")
	}
}

func BenchmarkListPushIter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		l := list.New()
		for j := 0; j < 500; j++ {
			l.PushBack(j)
		}
		s := 0
		for e := l.Front(); e != nil; e = e.Next() {
			s += e.Value.(int)
		}
		sinkI += s
	}
}

func BenchmarkRingDo(b *testing.B) {
	r := ring.New(1000)
	for j := 0; j < 1000; j++ {
		r.Value = j
		r = r.Next()
	}
	for i := 0; i < b.N; i++ {
		s := 0
		r.Do(func(v any) { s += v.(int) })
		sinkI += s
	}
}

func BenchmarkMathSinCos(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := 0.0
		for x := 0.0; x < 100; x += 0.25 {
			s += math.Sin(x) * math.Cos(x)
		}
		sinkF += s
	}
}

func BenchmarkRandPerm(b *testing.B) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < b.N; i++ {
		sinkI += r.Perm(1000)[0]
	}
}

func BenchmarkUnicodeIsLetter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		n := 0
		for _, c := range text {
			if unicode.IsLetter(c) {
				n++
			}
		}
		sinkI += n
	}
}
