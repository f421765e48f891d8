cat >report.ml <<'O'
type order = { id : int; customer : string; total_cents : int }

let orders = List.init 300 (fun i -> { id = i + 1; customer = Printf.sprintf "c-%03d" (i mod 40); total_cents = (i + 1) * 137 })

let by_customer = Hashtbl.create 64
let () = List.iter (fun o -> Hashtbl.replace by_customer o.customer o) orders

let () =
  List.iter (fun o -> Printf.printf "order %d for %s: %d cents\n" o.id o.customer o.total_cents) orders;
  let vip = Hashtbl.find by_customer "c-041" in
  Printf.printf "vip order %d\n" vip.id
O
