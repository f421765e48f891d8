open Ledger

let vat_case (cents, permille) =
  Alcotest.test_case (Printf.sprintf "vat %d at %d permille" cents permille) `Quick (fun () ->
      Alcotest.(check int) "vat" ((cents * permille + 500) / 1000) (Money.vat cents permille))

let fee_case cents =
  Alcotest.test_case (Printf.sprintf "fee on %d" cents) `Quick (fun () ->
      Alcotest.(check bool) "non-negative" true (Money.fee cents >= 0))

(* Shares are expected largest first: the first [rest] shares get the extra cent. *)
let split_case (total, parts) =
  Alcotest.test_case (Printf.sprintf "split %d in %d" total parts) `Quick (fun () ->
      let base = total / parts and rest = total mod parts in
      let want = List.init parts (fun i -> if i < rest then base + 1 else base) in
      Alcotest.(check (list int)) "shares" want (Money.split total parts))

let () =
  let vats = List.init 120 (fun i -> vat_case (i * 137, [| 70; 190; 200 |].(i mod 3))) in
  let fees = List.init 120 (fun i -> fee_case (i * 91)) in
  let splits = List.init 60 (fun i -> split_case ((if i = 26 then 100 else 300 * (i + 1)), 3 + (i mod 2))) in
  Alcotest.run "ledger" [ ("vat", vats); ("split", splits); ("fee", fees) ]
