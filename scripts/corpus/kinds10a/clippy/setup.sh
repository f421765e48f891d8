# A settlement crate of 30 modules checked with cargo clippy: each module has the habits clippy
# warns about (needless returns, &Vec and &String parameters, len() == 0, a manual range
# contains); settle_19 compares an unsigned balance with `<= 0`, which clippy's
# absurd_extreme_comparisons lint denies (an error), so clippy fails.
local i
mkdir -p src
printf '[package]\nname = "settlement"\nversion = "0.7.2"\nedition = "2021"\n\n[dependencies]\n' >Cargo.toml
: >src/lib.rs
for i in $(seq -w 1 30); do
  printf 'pub mod settle_%s;\n' "$i" >>src/lib.rs
  {
    printf '//! Settlement rule %s.\n\n' "$i"
    printf 'pub fn fee_%s(amounts: &Vec<u32>, label: &String) -> u32 {\n' "$i"
    printf '    let copy = label.clone();\n'
    printf '    if amounts.len() == 0 {\n        return 0;\n    }\n'
    printf '    let total: u32 = amounts.iter().sum();\n'
    printf '    if total >= 100 && total < 5000 {\n        println!("{} {}", copy, total);\n    }\n'
    printf '    let remaining: u32 = total %% %d;\n' "$((10#$i + 7))"
    if [[ $i == 19 ]]; then
      printf '    if remaining <= 0 {\n        return total;\n    }\n'
    fi
    printf '    return total / 100 + remaining;\n}\n\n'
    printf 'pub fn describe_%s(name: &str) -> String {\n    let s = format!("rule %s for {}", name);\n    return s.to_string();\n}\n\n' "$i" "$i"
    printf 'pub fn run_%s() -> u32 {\n    let v = vec![%d, 250, 1200];\n    fee_%s(&v, &"batch".to_string())\n}\n' "$i" "$((10#$i * 13))" "$i"
  } >"src/settle_$i.rs"
done
