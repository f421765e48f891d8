mkdir -p src
cat >Cargo.toml <<'T'
[package]
name = "invoice-render"
version = "0.3.1"
edition = "2021"

[dependencies]
serde = { version = "1.0.210", features = ["derive"] }
serde_json = "1.0"
chrono = "0.4"
T
echo 'fn main() { println!("render"); }' >src/main.rs
