# A Go module (example.com/ledger, no dependencies) of 28 packages; internal/fx was renamed
# internal/fxrates last week but internal/settle still imports the old path. go list -e -json
# reports every package, the broken import only as a DepsErrors/Incomplete member of settle's record.
cat > go.mod <<'MOD'
module example.com/ledger

go 1.19
MOD
pkgs=(accounts amounts audit balances batches calendar cards clearing currency disputes exports fees fxrates holds ids invoices journal limits notify payouts postings reconcile refunds reports rounding settle statements)
for p in "${pkgs[@]}"; do
  mkdir -p "internal/$p"
  if [[ $p == settle ]]; then
    cat > "internal/$p/$p.go" <<GO
// Package settle books the day's settlements.
package settle

import (
	"fmt"

	"example.com/ledger/internal/amounts"
	"example.com/ledger/internal/fx"
)

// Settle converts and books one settlement.
func Settle(cents int64, cur string) string {
	return fmt.Sprint(amounts.Format(fx.Convert(cents, cur)))
}
GO
  else
    cat > "internal/$p/$p.go" <<GO
// Package $p is part of the ledger.
package $p

import (
	"fmt"
	"strings"
)

// Name describes the package.
func Name() string { return strings.ToUpper(fmt.Sprint("$p")) }
GO
  fi
done
cat >> internal/amounts/amounts.go <<'GO'

// Format renders cents as a decimal amount.
func Format(cents int64) string { return fmt.Sprintf("%d.%02d", cents/100, cents%100) }
GO
cat >> internal/fxrates/fxrates.go <<'GO'

// Convert converts cents of cur into euro cents.
func Convert(cents int64, cur string) int64 { return cents }
GO
mkdir -p cmd/ledgerd
cat > cmd/ledgerd/main.go <<'GO'
package main

import (
	"fmt"

	"example.com/ledger/internal/settle"
)

func main() { fmt.Println(settle.Settle(100, "EUR")) }
GO
