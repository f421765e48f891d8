mkdir -p cmd/settle internal/ledger internal/money internal/report
cat >go.mod <<'G'
module example.com/settle

go 1.19
G
cat >internal/money/money.go <<'G'
package money

import "fmt"

type Cents int64

func (c Cents) String() string { return fmt.Sprintf("%d.%02d", c/100, c%100) }
G
cat >internal/ledger/ledger.go <<'G'
package ledger

import (
	"sort"
	"strings"

	"example.com/settle/internal/money"
)

type Entry struct {
	Account string
	Amount  money.Cents
}

func Balance(es []Entry) map[string]money.Cents {
	out := map[string]money.Cents{}
	for _, e := range es {
		out[strings.ToLower(e.Account)] += e.Amount
	}
	return out
}

func Accounts(b map[string]money.Cents) []string {
	keys := make([]string, 0, len(b))
	for k := range b {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
G
cat >internal/report/report.go <<'G'
package report

import (
	"encoding/json"
	"fmt"

	"example.com/settle/internal/ledger"
)

func Render(es []ledger.Entry) string {
	b := ledger.Balance(es)
	out, _ := json.Marshal(b)
	return fmt.Sprintf("%s (%d accounts)", out, len(ledger.Accounts(b)))
}

func Total(es []ledger.Entry) int64 {
	var t int64
	for _, e := range es {
		t += e.Amount
	}
	return t
}
G
cat >cmd/settle/main.go <<'G'
package main

import (
	"fmt"

	"example.com/settle/internal/ledger"
	"example.com/settle/internal/report"
)

func main() {
	es := []ledger.Entry{{Account: "A", Amount: 120}, {Account: "b", Amount: -20}}
	fmt.Println(report.Render(es), report.Total(es))
}
G
