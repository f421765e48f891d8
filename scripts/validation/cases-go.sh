# shellcheck shell=bash
# Go: go build errors, go test -v failure, go test -race, go vet, go test -json.
# Sourced by regen.sh.

setup_go_ledger() {
  local d=$1 i
  mkdir -p "$d/money" "$d/store" "$d/report" "$d/cmd/ledger"
  printf 'module example.com/ledger\n\ngo 1.19\n' >"$d/go.mod"
  cat >"$d/money/money.go" <<'EOF'
package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Cents is an amount of money in cents.
type Cents int64

// Parse reads "12.34" or "1,234.50" into cents.
func Parse(s string) (Cents, error) {
	s = strings.TrimSpace(s)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	whole = strings.ReplaceAll(whole, ",", "")
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("parse %q: %w", s, err)
	}
	if len(frac) == 1 {
		frac += "0"
	}
	var f int64
	if frac != "" {
		f, err = strconv.ParseInt(frac, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("parse %q: %w", s, err)
		}
	}
	c := Cents(w*100 + f)
	if neg {
		c = -c
	}
	return c, nil
}

// Percent returns p percent of c, rounded half away from zero.
func (c Cents) Percent(p int64) Cents {
	v := int64(c) * p
	if v >= 0 {
		return Cents((v + 50) / 100)
	}
	return Cents((v - 50) / 100)
}

func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}
EOF
  {
    echo 'package money'
    echo
    echo 'import "testing"'
    echo
    echo 'func TestParse(t *testing.T) {'
    echo '	cases := []struct {'
    echo '		in   string'
    echo '		want Cents'
    echo '	}{'
    for i in $(seq 1 240); do
      printf '\t\t{"%d.%02d", %d},\n' "$i" $((i % 100)) $((i * 100 + i % 100))
    done
    echo '		{"1,234.5", 123450},'
    echo '		{"-7.05", -705},'
    echo '	}'
    echo '	for _, tc := range cases {'
    echo '		tc := tc'
    echo '		t.Run(tc.in, func(t *testing.T) {'
    echo '			got, err := Parse(tc.in)'
    echo '			if err != nil {'
    echo '				t.Fatalf("Parse(%q) error: %v", tc.in, err)'
    echo '			}'
    echo '			if got != tc.want {'
    echo '				t.Errorf("Parse(%q) = %d, want %d", tc.in, got, tc.want)'
    echo '			}'
    echo '		})'
    echo '	}'
    echo '}'
    echo
    echo 'func TestPercent(t *testing.T) {'
    echo '	for p := int64(0); p <= 60; p++ {'
    echo '		p := p'
    echo '		t.Run("p"+Cents(p).String(), func(t *testing.T) {'
    echo '			want := Cents((1999*p + 50) / 100)'
    echo '			if p == 33 {'
    echo '				want = 659 // regression pinned from the 2.3 release notes'
    echo '			}'
    echo '			if got := Cents(1999).Percent(p); got != want {'
    echo '				t.Errorf("Cents(1999).Percent(%d) = %v, want %v", p, got, want)'
    echo '			}'
    echo '		})'
    echo '	}'
    echo '}'
  } >"$d/money/money_test.go"
  cat >"$d/store/store.go" <<'EOF'
package store

import (
	"sync"

	"example.com/ledger/money"
)

// Store keeps balances per account.
type Store struct {
	mu       sync.Mutex
	balances map[string]money.Cents
	Posted   int
}

func New() *Store { return &Store{balances: map[string]money.Cents{}} }

// Post adds an amount to an account.
func (s *Store) Post(account string, c money.Cents) {
	s.mu.Lock()
	s.balances[account] += c
	s.mu.Unlock()
	s.Posted++ // counted outside the lock
}

func (s *Store) Balance(account string) money.Cents {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.balances[account]
}
EOF
  cat >"$d/store/store_test.go" <<'EOF'
package store

import (
	"sync"
	"testing"
)

func TestPostSequential(t *testing.T) {
	s := New()
	for i := 0; i < 100; i++ {
		s.Post("cash", 5)
	}
	if got := s.Balance("cash"); got != 500 {
		t.Fatalf("balance = %v, want 5.00", got)
	}
}

func TestPostConcurrent(t *testing.T) {
	s := New()
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				s.Post("cash", 1)
			}
		}()
	}
	wg.Wait()
	if got := s.Balance("cash"); got != 400 {
		t.Fatalf("balance = %v, want 4.00", got)
	}
}
EOF
  cat >"$d/report/report.go" <<'EOF'
package report

import (
	"fmt"
	"strings"

	"example.com/ledger/money"
)

// Line renders one report line.
func Line(account string, c money.Cents) string {
	return fmt.Sprintf("%-20s %12s", account, c)
}

// Table renders many lines.
func Table(rows map[string]money.Cents) string {
	var b strings.Builder
	for k, v := range rows {
		b.WriteString(Line(k, v))
		b.WriteByte('\n')
	}
	return b.String()
}
EOF
  cat >"$d/cmd/ledger/main.go" <<'EOF'
package main

import (
	"fmt"
	"os"

	"example.com/ledger/money"
	"example.com/ledger/store"
)

func main() {
	s := store.New()
	for _, a := range os.Args[1:] {
		c, err := money.Parse(a)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		s.Post("cash", c)
	}
	fmt.Println(s.Balance("cash"))
}
EOF
}


# go_services DIR VET: 24 service packages that use package money (VET=1 adds a log call with a wrong verb)
go_services() {
  local d=$1 vet=${2:-0} n svc
  n=0
  for svc in billing invoices payouts refunds taxes fx ledgerd statements reconcile budgets \
             payroll expenses vendors receipts cards wallets transfers limits fees credits \
             disputes audits exports imports; do
    n=$((n + 1))
    mkdir -p "$d/svc/$svc"
    {
      echo "package $svc"
      echo
      echo 'import ('
      echo '	"fmt"'
      echo
      echo '	"example.com/ledger/money"'
      echo ')'
      echo
      echo "// Total sums the $svc amounts given as text."
      echo 'func Total(items []string) (money.Cents, error) {'
      echo '	var sum money.Cents'
      echo '	for i, s := range items {'
      echo '		c, err := money.Parse(s)'
      echo '		if err != nil {'
      echo "			return 0, fmt.Errorf(\"$svc item %d: %w\", i, err)"
      echo '		}'
      echo '		sum += c'
      echo '	}'
      echo '	return sum, nil'
      echo '}'
      echo
      echo "// Fee is the $svc fee on an amount."
      echo "func Fee(c money.Cents) money.Cents { return c.Percent($n) }"
      if [[ $vet == 1 ]]; then
        echo
        echo 'func logTotal(name string, c money.Cents) {'
        echo "	fmt.Printf(\"$svc %d total %s\\n\", name, c)"
        echo '}'
      fi
    } >"$d/svc/$svc/$svc.go"
  done
}

case_go_build_errors() {
  want go-build-compile-errors || return 0
  local d="$WORK/go-build"
  setup_go_ledger "$d"
  go_services "$d"
  # Half-done refactor: money.Cents was renamed to money.Amount, callers not yet updated.
  sed -i 's/\bCents\b/Amount/g' "$d/money/money.go" "$d/money/money_test.go"
  cat >"$d/report/report.go" <<'EOF'
package report

import (
	"fmt"
	"os"
	"strings"

	"example.com/ledger/money"
)

// Line renders one report line.
func Line(account string, c money.Cents) string {
	width := 20
	return fmt.Sprintf("%-20s %12s", account, c.Format(2))
}

// Table renders many lines.
func Table(rows map[string]money.Cents) string {
	var b strings.Builder
	var total money.Cents
	for k, v := range rows {
		b.WriteString(Line(k, v))
		total += v.Amount
	}
	b.WriteString(Line("total", total, true))
	return b.String()
}

func Totals(rows map[string]money.Cents) (money.Cents, int) {
	var n int64
	for range rows {
		n++
	}
	if n > 0 {
		return sum(rows), n
	}
}
EOF
  cat >"$d/cmd/ledger/main.go" <<'EOF'
package main

import (
	"fmt"
	"os"

	"example.com/ledger/money"
	"example.com/ledger/report"
	"example.com/ledger/store"
)

func main() {
	s := store.New()
	for _, a := range os.Args[1:] {
		c := money.Parse(a)
		s.Post("cash", c)
	}
	fmt.Println(s.Balance("cash"))
}
EOF
  record go-build-compile-errors terminal "$d" \
    "go build ./... after a half-done refactor (money.Cents renamed money.Amount): every dependent package fails with undefined: money.Cents, package report also has other type errors." \
    "go build -gcflags=-e ./..."
}

case_go_test_verbose() {
  want go-test-verbose-one-failure || return 0
  local d="$WORK/go-test"
  setup_go_ledger "$d"
  record go-test-verbose-one-failure terminal "$d" \
    "go test -v ./... over a module with ~300 table-driven subtests; one TestPercent subtest fails with a got/want mismatch, the other packages pass." \
    "go test -v -count=1 ./..."
}

case_go_test_race() {
  want go-test-race-data-race || return 0
  local d="$WORK/go-race"
  setup_go_ledger "$d"
  sed -i 's/want = 659 .*/want = 660 \/\/ pinned from the 2.3 release notes/' "$d/money/money_test.go"
  record go-test-race-data-race terminal "$d" \
    "go test -race -v ./...: ~300 passing subtests in package money, then the race detector reports a DATA RACE on Store.Posted (incremented outside the mutex) in TestPostConcurrent, and package store fails." \
    "go test -race -count=1 -v ./..."
}

case_go_vet() {
  want go-vet-findings || return 0
  local d="$WORK/go-vet"
  setup_go_ledger "$d"
  go_services "$d" 1
  cat >"$d/report/audit.go" <<'EOF'
package report

import (
	"fmt"
	"sync"

	"example.com/ledger/money"
)

type Audit struct {
	mu    sync.Mutex
	Notes []string `json:"notes" xml:"notes"`
	Count int      `json:count`
}

func (a Audit) Snapshot() Audit { return a }

func Describe(account string, c money.Cents, n int) string {
	fmt.Printf("%d accounts for %s\n", account, n)
	msg := fmt.Sprintf("%s has %d", account)
	return msg
}

func Check(c money.Cents) bool {
	if c != c {
		return false
	}
	return true
	fmt.Println("unreachable")
	return false
}
EOF
  record go-vet-findings terminal "$d" \
    "go vet ./... over 27 packages: a Printf verb mismatch in each of 24 service packages, and in package report a copied mutex, a malformed struct tag, an argument-count mismatch and unreachable code." \
    "go vet ./..."
}

case_go_test_json() {
  want go-test-json-ndjson || return 0
  local d="$WORK/go-json"
  setup_go_ledger "$d"
  record go-test-json-ndjson ndjson "$d" \
    "go test -json ./money: one JSON event per line (run/output/pass for ~300 subtests); one subtest's fail event among them, then the package fail event." \
    "go test -json -count=1 ./money"
}

CASES+=(case_go_build_errors case_go_test_verbose case_go_test_race case_go_vet case_go_test_json)
