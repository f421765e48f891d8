# A dune project (a library of 36 modules and an executable) built with warnings enabled but not
# fatal, as many projects set it: every module has an unused variable and an unused open;
# Reconcile_22 concatenates an int (its total) to a string (a type error).
local i m
mkdir -p lib bin
printf '(lang dune 2.9)\n' >dune-project
printf '(library\n (name ledger)\n (flags (:standard -w +a-4-40-41-42-44-70 -warn-error -a)))\n' >lib/dune
printf '(executable\n (name main)\n (libraries ledger))\n' >bin/dune
printf 'let () = print_endline (Ledger.Reconcile_01.describe 1)\n' >bin/main.ml
for i in $(seq -w 1 36); do
  m=reconcile_$i
  {
    printf 'open Printf\nopen List\n\n'
    printf '(* Reconciles the postings of ledger %s. *)\n' "$i"
    printf 'let total postings =\n  let count = Stdlib.List.length postings in\n  Stdlib.List.fold_left (fun acc (_, amount) -> acc + amount) 0 postings\n\n'
    if [[ $i == 22 ]]; then
      printf 'let describe n =\n  let label = "ledger %s" in\n  label ^ ": " ^ string_of_int n ^ " postings, total " ^ total []\n' "$i"
    else
      printf 'let describe n =\n  let label = "ledger %s" in\n  label ^ ": " ^ string_of_int n\n' "$i"
    fi
    printf '\nlet unused_rate = 0.015\n'
  } >"lib/$m.ml"
done
