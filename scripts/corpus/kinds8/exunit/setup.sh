# A mix project (no dependencies) whose Ledger.split/2 divides cents among payees; 12 test modules
# of 25 cases each pass, and the case that splits 100 cents three ways gets [33, 33, 33] (a cent
# lost); the project is compiled here so the run shows only the tests.
local m i
mix new ledger >/dev/null 2>&1
cd ledger
cat >lib/ledger.ex <<'EX'
defmodule Ledger do
  def split(cents, n) when n > 0, do: List.duplicate(div(cents, n), n)
  def fee(cents, percent), do: div(cents * percent, 100)
end
EX
rm -f test/ledger_test.exs
for m in $(seq -w 1 12); do
  {
    printf 'defmodule Ledger.Part%sTest do\n  use ExUnit.Case, async: false\n\n' "$m"
    for i in $(seq 1 25); do
      printf '  test "fee of %d cents at %d percent" do\n    assert Ledger.fee(%d, %d) == %d\n  end\n\n' "$((i * 400))" "$((10#$m))" "$((i * 400))" "$((10#$m))" "$((i * 4 * 10#$m))"
    done
    if [[ $m == 07 ]]; then
      printf '  test "split keeps every cent" do\n    assert Ledger.split(100, 3) == [34, 33, 33]\n  end\n\n'
    fi
    printf 'end\n'
  } >"test/ledger_part${m}_test.exs"
done
MIX_ENV=test mix compile >/dev/null 2>&1
