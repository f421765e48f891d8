// Package money parses and formats amounts in cents.
package money

import (
	"errors"
	"strings"
)

// ErrEmpty is returned for an empty amount.
var ErrEmpty = errors.New("empty amount")

// ParseCents reads "12.34", "-0.5", "1,234.00" or "7" as cents.
func ParseCents(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, ErrEmpty
	}
	neg := false
	if s[0] == '-' {
		neg = true
		s = s[1:]
	}
	// A leading "+" is allowed after the sign too ("-+5" reads as -5).
	if s[0] == '+' {
		s = s[1:]
	}
	s = strings.ReplaceAll(s, ",", "")
	whole, frac, _ := strings.Cut(s, ".")
	var cents int64
	for _, r := range whole {
		if r < '0' || r > '9' {
			return 0, errors.New("bad digit in " + s)
		}
		cents = cents*10 + int64(r-'0')
	}
	cents *= 100
	// Two fraction digits at most; a third rounds.
	if len(frac) > 0 {
		cents += int64(frac[0]-'0') * 10
	}
	if len(frac) > 1 {
		cents += int64(frac[1] - '0')
	}
	if len(frac) > 2 && frac[2] >= '5' {
		cents++
	}
	if neg {
		cents = -cents
	}
	return cents, nil
}

// FormatCents writes cents as "12.34".
func FormatCents(c int64) string {
	sign := ""
	if c < 0 {
		sign = "-"
		c = -c
	}
	d := c % 100
	return sign + itoa(c/100) + "." + string(rune('0'+d/10)) + string(rune('0'+d%10))
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
