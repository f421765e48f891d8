package money

import (
	"fmt"
	"testing"
)

func TestParseCents(t *testing.T) {
	for i := 0; i < 240; i++ {
		in := fmt.Sprintf("%d.%02d", i*13, i%100)
		want := int64(i*13*100 + i%100)
		t.Run(fmt.Sprintf("amount_%03d", i), func(t *testing.T) {
			got, err := ParseCents(in)
			if err != nil || got != want {
				t.Fatalf("ParseCents(%q) = %d, %v; want %d", in, got, err, want)
			}
			t.Logf("ParseCents(%q) = %d", in, got)
		})
	}
}

// FuzzRoundTrip: whatever parses must format and parse back to the same cents.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{"12.34", "-0.5", "1,234.00", "7", "0.005", "99.999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCents(s)
		if err != nil {
			return
		}
		back, err := ParseCents(FormatCents(c))
		if err != nil {
			t.Fatalf("FormatCents(%d) = %q does not parse: %v", c, FormatCents(c), err)
		}
		if back != c {
			t.Errorf("round trip of %q: %d -> %q -> %d", s, c, FormatCents(c), back)
		}
	})
}
