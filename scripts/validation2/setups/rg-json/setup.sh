mkdir -p src
for i in $(seq 1 150); do
  { for j in $(seq 1 30); do
      if [ $((j % 7)) = 0 ]; then echo "    // TODO(ops): remove legacy_settle fallback $i.$j"; else echo "    let v$j = compute_$j(input);"; fi
    done; } >src/module_$i.rs
done
