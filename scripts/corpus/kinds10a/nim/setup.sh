# A Nim inventory service of 36 modules imported by one main, compiled with nim c (hints on):
# every module declares an unused import and an unused local (XDeclaredButNotUsed and
# UnusedImport hints and warnings); stock_29 passes a string quantity to reserve(int), a type
# mismatch that stops the compile.
local i
mkdir -p src
for i in $(seq -w 1 36); do
  {
    printf 'import std/strutils\nimport std/tables\n\n'
    printf 'proc reserve%s*(sku: string, qty: int): int =\n  let note = "reserve " & sku\n  var spare = 0\n  result = qty * %d\n\n' "$i" "$((10#$i))"
    if [[ $i == 29 ]]; then
      printf 'proc restock%s*(sku: string): int =\n  let qty = "12"\n  result = reserve%s(sku, qty)\n' "$i" "$i"
    else
      printf 'proc restock%s*(sku: string): int =\n  let qty = 12\n  result = reserve%s(sku, qty)\n' "$i" "$i"
    fi
  } >"src/stock_$i.nim"
done
{
  for i in $(seq -w 1 36); do printf 'import stock_%s\n' "$i"; done
  printf '\necho restock01("A-1")\n'
} >src/inventory.nim
