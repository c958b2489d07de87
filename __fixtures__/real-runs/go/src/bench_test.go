package realbench

import (
	"bufio"
	"bytes"
	"compress/flate"
	"container/heap"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"io"
	"math/big"
	"math/rand"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"text/template"
	"unicode/utf8"
)

var (
	sinkInt   int
	sinkStr   string
	sinkBytes []byte
	sinkBool  bool
)

var text = strings.Repeat("The quick brown fox jumps over the lazy dog; 0123456789 αβγ. ", 64)
var textBytes = []byte(text)

func ints(n int, seed int64) []int {
	r := rand.New(rand.NewSource(seed))
	out := make([]int, n)
	for i := range out {
		out[i] = r.Intn(1 << 20)
	}
	return out
}

// ---- strings / bytes ----

func BenchmarkStringsContains(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkBool = strings.Contains(text, "lazy cat")
	}
}

func BenchmarkStringsSplitJoin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = strings.Join(strings.Split(text, " "), "_")
	}
}

func BenchmarkStringsReplace(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = strings.ReplaceAll(text, "fox", "wolf")
	}
}

func BenchmarkStringsToUpper(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = strings.ToUpper(text)
	}
}

func BenchmarkStringsBuilder(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var sb strings.Builder
		for j := 0; j < 200; j++ {
			sb.WriteString("item")
			sb.WriteByte(' ')
		}
		sinkStr = sb.String()
	}
}

func BenchmarkStringsTrim(b *testing.B) {
	s := "   \t  padded value with spaces \n  "
	for i := 0; i < b.N; i++ {
		sinkStr = strings.TrimSpace(s)
	}
}

func BenchmarkBytesIndex(b *testing.B) {
	needle := []byte("dog; 9")
	for i := 0; i < b.N; i++ {
		sinkInt = bytes.Index(textBytes, needle)
	}
}

func BenchmarkBytesEqualFold(b *testing.B) {
	u := bytes.ToUpper(textBytes)
	for i := 0; i < b.N; i++ {
		sinkBool = bytes.EqualFold(textBytes, u)
	}
}

func BenchmarkUTF8RuneCount(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkInt = utf8.RuneCountInString(text)
	}
}

// ---- sort / containers ----

func BenchmarkSortInts(b *testing.B) {
	src := ints(1000, 1)
	buf := make([]int, len(src))
	for i := 0; i < b.N; i++ {
		copy(buf, src)
		sort.Ints(buf)
	}
}

func BenchmarkSortStrings(b *testing.B) {
	src := strings.Fields(text)[:300]
	buf := make([]string, len(src))
	for i := 0; i < b.N; i++ {
		copy(buf, src)
		sort.Strings(buf)
	}
}

func BenchmarkSortSliceStable(b *testing.B) {
	src := ints(500, 2)
	buf := make([]int, len(src))
	for i := 0; i < b.N; i++ {
		copy(buf, src)
		sort.SliceStable(buf, func(x, y int) bool { return buf[x]%1000 < buf[y]%1000 })
	}
}

type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func BenchmarkHeapPushPop(b *testing.B) {
	src := ints(256, 3)
	for i := 0; i < b.N; i++ {
		h := make(intHeap, 0, len(src))
		for _, x := range src {
			heap.Push(&h, x)
		}
		for h.Len() > 0 {
			sinkInt = heap.Pop(&h).(int)
		}
	}
}

func BenchmarkMapInsert(b *testing.B) {
	src := ints(500, 4)
	for i := 0; i < b.N; i++ {
		m := make(map[int]int)
		for j, x := range src {
			m[x] = j
		}
		sinkInt = len(m)
	}
}

func BenchmarkMapLookup(b *testing.B) {
	src := ints(1000, 5)
	m := make(map[int]int, len(src))
	for j, x := range src {
		m[x] = j
	}
	for i := 0; i < b.N; i++ {
		s := 0
		for _, x := range src {
			s += m[x]
		}
		sinkInt = s
	}
}

// ---- strconv / fmt ----

func BenchmarkStrconvFormatInts(b *testing.B) {
	r := rand.New(rand.NewSource(6))
	xs := make([]int64, 200)
	for i := range xs {
		xs[i] = r.Int63()
	}
	var buf []byte
	for i := 0; i < b.N; i++ {
		buf = FormatInts(buf, xs)
	}
	sinkBytes = buf
}

func BenchmarkStrconvParseFloat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		f, _ := strconv.ParseFloat("12345.6789e-3", 64)
		sinkInt = int(f)
	}
}

func BenchmarkStrconvQuote(b *testing.B) {
	s := text[:200]
	for i := 0; i < b.N; i++ {
		sinkStr = strconv.Quote(s)
	}
}

func BenchmarkFmtSprintf(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = fmt.Sprintf("%s=%d (%.3f) %v", "key", i, 3.14159, true)
	}
}

// ---- encoding ----

func BenchmarkJSONMarshal(b *testing.B) {
	rs := MakeRecords(50)
	for i := 0; i < b.N; i++ {
		sinkInt = MarshalRecords(rs)
	}
}

func BenchmarkJSONUnmarshal(b *testing.B) {
	data, _ := json.Marshal(MakeRecords(20))
	for i := 0; i < b.N; i++ {
		var rs []Record
		if err := json.Unmarshal(data, &rs); err != nil {
			b.Fatal(err)
		}
		sinkInt = len(rs)
	}
}

func BenchmarkJSONMapDecode(b *testing.B) {
	data := []byte(`{"a":1,"b":[1,2,3,{"c":"d"}],"e":{"f":true,"g":null,"h":"text text"},"i":2.5}`)
	for i := 0; i < b.N; i++ {
		var v map[string]interface{}
		_ = json.Unmarshal(data, &v)
		sinkInt = len(v)
	}
}

func BenchmarkBase64Encode(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkStr = base64.StdEncoding.EncodeToString(textBytes)
	}
}

// ---- hashing / compression ----

func BenchmarkSHA256Blocks(b *testing.B) {
	blocks := make([][]byte, 8)
	for i := range blocks {
		blocks[i] = textBytes[i*100 : i*100+1000]
	}
	for i := 0; i < b.N; i++ {
		sinkInt = int(HashBlocks(blocks))
	}
}

func BenchmarkSHA256Small(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := sha256.Sum256(textBytes[:64])
		sinkInt = int(s[0])
	}
}

func BenchmarkCRC32(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkInt = int(crc32.ChecksumIEEE(textBytes))
	}
}

func BenchmarkFlateCompress(b *testing.B) {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestSpeed)
	for i := 0; i < b.N; i++ {
		buf.Reset()
		w.Reset(&buf)
		w.Write(textBytes)
		w.Close()
	}
	sinkInt = buf.Len()
}

// ---- regexp / big / template / bufio ----

var wordRe = regexp.MustCompile(`\b[a-z]{4,}\b`)

func BenchmarkRegexpFindAll(b *testing.B) {
	s := text[:600]
	for i := 0; i < b.N; i++ {
		sinkInt = len(wordRe.FindAllStringIndex(s, -1))
	}
}

func BenchmarkRegexpMatch(b *testing.B) {
	re := regexp.MustCompile(`^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$`)
	for i := 0; i < b.N; i++ {
		sinkBool = re.MatchString("someone.name+tag@example-host.co.uk")
	}
}

func BenchmarkBigIntMul(b *testing.B) {
	x := new(big.Int).Exp(big.NewInt(3), big.NewInt(2000), nil)
	y := new(big.Int).Exp(big.NewInt(7), big.NewInt(1500), nil)
	z := new(big.Int)
	for i := 0; i < b.N; i++ {
		z.Mul(x, y)
	}
	sinkInt = z.BitLen()
}

func BenchmarkTemplateExecute(b *testing.B) {
	t := template.Must(template.New("t").Parse(`{{range .}}<li>{{.Name}}: {{.Score}}</li>{{end}}`))
	rs := MakeRecords(10)
	for i := 0; i < b.N; i++ {
		if err := t.Execute(io.Discard, rs); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBufioScanLines(b *testing.B) {
	data := strings.Repeat("line of text number n\n", 200)
	for i := 0; i < b.N; i++ {
		sc := bufio.NewScanner(strings.NewReader(data))
		n := 0
		for sc.Scan() {
			n++
		}
		sinkInt = n
	}
}
