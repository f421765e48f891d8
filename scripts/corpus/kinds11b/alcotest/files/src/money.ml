(* Splitting an amount in cents into shares that differ by at most one cent. *)
let split total parts =
  let base = total / parts and rest = total mod parts in
  (* The remainder goes to the last shares. *)
  List.init parts (fun i -> if i >= parts - rest then base + 1 else base)

let vat cents permille = (cents * permille + 500) / 1000

let fee cents = if cents < 1000 then 25 else (cents * 15 + 500) / 1000
