# A ledger crate of 30 modules documented with cargo doc: every module's docs paste bare URLs
# (rustdoc::bare_urls warnings) and an unclosed <b> tag; journal_17's docs link to
# `Ledger::settle`, a method renamed to close_period (an unresolved intra-doc link: the one real
# problem); the docs are still generated (exit 0).
local i
mkdir -p src
printf '[package]\nname = "ledger"\nversion = "1.3.0"\nedition = "2021"\n\n[dependencies]\n' >Cargo.toml
{
  printf '//! A double-entry ledger.\n\n/// The ledger.\npub struct Ledger {\n    /// Balance in cents.\n    pub balance: i64,\n}\n\n'
  printf 'impl Ledger {\n    /// Closes the period and returns the balance carried over.\n    pub fn close_period(&mut self) -> i64 {\n        self.balance\n    }\n}\n\n'
} >src/lib.rs
for i in $(seq -w 1 30); do
  printf 'pub mod journal_%s;\n' "$i" >>src/lib.rs
  {
    printf '//! Journal %s: postings of the <b>%s</b> book.\n//!\n' "$i" "$i"
    printf '//! Specification: https://wiki.ledger.example/journals/%s\n' "$i"
    printf '//! Rounding rules: https://wiki.ledger.example/rounding#journal-%s\n\n' "$i"
    printf '/// Posts `cents` to journal %s; see https://wiki.ledger.example/posting for the format.\n' "$i"
    if [[ $i == 17 ]]; then
      printf '///\n/// At month end the caller must run [`crate::Ledger::settle`] before posting again.\n'
    fi
    printf 'pub fn post_%s(cents: i64) -> i64 {\n    cents + %d\n}\n\n' "$i" "$((10#$i))"
    printf '/// Reverses a posting; the audit trail is at https://audit.ledger.example/%s.\npub fn reverse_%s(cents: i64) -> i64 {\n    -cents\n}\n' "$i" "$i"
  } >"src/journal_$i.rs"
done
