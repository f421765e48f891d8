mkdir -p codec
cat >go.mod <<'G'
module example.com/codec

go 1.19
G
cat >codec/codec.go <<'G'
package codec

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"strings"
)

type Order struct {
	ID    int      `json:"id"`
	SKU   string   `json:"sku"`
	Lines []string `json:"lines"`
}

func EncodeJSON(o Order) []byte   { b, _ := json.Marshal(o); return b }
func EncodeHex(b []byte) string    { return hex.EncodeToString(b) }
func EncodeB64(b []byte) string    { return base64.StdEncoding.EncodeToString(b) }
func Join(parts []string) string   { return strings.Join(parts, ",") }
func Concat(parts []string) string { s := ""; for _, p := range parts { s += p + "," }; return s }
G
cat >codec/codec_test.go <<'G'
package codec

import (
	"fmt"
	"testing"
)

var sizes = []int{1, 8, 64, 512, 4096}

func parts(n int) []string { p := make([]string, n); for i := range p { p[i] = fmt.Sprintf("line-%d", i) }; return p }

func BenchmarkEncodeJSON(b *testing.B) {
	for _, n := range sizes {
		o := Order{ID: 7, SKU: "SKU-7", Lines: parts(n)}
		b.Run(fmt.Sprintf("lines=%d", n), func(b *testing.B) { b.ReportAllocs(); for i := 0; i < b.N; i++ { EncodeJSON(o) } })
	}
}
func BenchmarkEncodeHex(b *testing.B) {
	for _, n := range sizes {
		buf := make([]byte, n*16)
		b.Run(fmt.Sprintf("bytes=%d", n*16), func(b *testing.B) { b.ReportAllocs(); for i := 0; i < b.N; i++ { EncodeHex(buf) } })
	}
}
func BenchmarkEncodeB64(b *testing.B) {
	for _, n := range sizes {
		buf := make([]byte, n*16)
		b.Run(fmt.Sprintf("bytes=%d", n*16), func(b *testing.B) { b.ReportAllocs(); for i := 0; i < b.N; i++ { EncodeB64(buf) } })
	}
}
func BenchmarkJoin(b *testing.B) {
	for _, n := range sizes {
		p := parts(n)
		b.Run(fmt.Sprintf("parts=%d", n), func(b *testing.B) { b.ReportAllocs(); for i := 0; i < b.N; i++ { Join(p) } })
	}
}
func BenchmarkConcat(b *testing.B) {
	for _, n := range sizes {
		p := parts(n)
		b.Run(fmt.Sprintf("parts=%d", n), func(b *testing.B) { b.ReportAllocs(); for i := 0; i < b.N; i++ { Concat(p) } })
	}
}
G
