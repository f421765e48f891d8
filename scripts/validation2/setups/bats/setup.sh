mkdir -p test bin
cat >bin/slugify <<'S'
#!/bin/sh
printf '%s\n' "$1" | tr '[:upper:]' '[:lower:]' | sed -e 's/[^a-z0-9]\{1,\}/-/g' -e 's/^-//' -e 's/-$//'
S
chmod +x bin/slugify
{
  echo '#!/usr/bin/env bats'
  for i in $(seq 1 80); do
    printf '@test "slugify keeps word %d" {\n  run bin/slugify "Word%d"\n  [ "$status" -eq 0 ]\n  [ "$output" = "word%d" ]\n}\n' $i $i $i
  done
  printf '@test "slugify folds accents in Crème Brûlée" {\n  run bin/slugify "Crème Brûlée"\n  [ "$status" -eq 0 ]\n  [ "$output" = "creme-brulee" ]\n}\n'
  for i in $(seq 81 120); do
    printf '@test "slugify keeps word %d" {\n  run bin/slugify "Word%d"\n  [ "$output" = "word%d" ]\n}\n' $i $i $i
  done
} >test/slugify.bats
