mkdir -p test bin
cat >bin/semver-bump <<'S'
#!/bin/sh
v=$1; part=$2
major=${v%%.*}; rest=${v#*.}; minor=${rest%%.*}; patch=${rest#*.}
case $part in
  major) echo "$((major+1)).0.0" ;;
  minor) echo "$major.$((minor+1)).0" ;;
  patch) echo "$major.$minor.$((patch+1))" ;;
  *) echo "unknown part: $part" >&2; exit 2 ;;
esac
S
chmod +x bin/semver-bump
{
  echo '#!/usr/bin/env bats'
  for i in $(seq 0 29); do
    printf '@test "patch bump of 1.%d.%d" {\n  run bin/semver-bump 1.%d.%d patch\n  [ "$output" = "1.%d.%d" ]\n}\n' $i $i $i $i $i $((i+1))
  done
  printf '@test "prerelease 2.0.0-rc.1 bumps to 2.0.0" {\n  run bin/semver-bump 2.0.0-rc.1 patch\n  echo "got: $output"\n  [ "$output" = "2.0.0" ]\n}\n'
  for i in $(seq 0 19); do
    printf '@test "minor bump of 3.%d.7" {\n  run bin/semver-bump 3.%d.7 minor\n  [ "$output" = "3.%d.0" ]\n}\n' $i $i $((i+1))
  done
} >test/semver.bats
