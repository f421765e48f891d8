v2_git_repo
mkdir -p src
for i in $(seq 1 120); do echo "package p$i" >src/f$i.go; git add src/f$i.go; git commit -q -m "add f$i"; done
git gc -q
# the repository was copied without one object: an unpacked blob the last commits added
echo "package p121 // moved" >src/f121.go && git add src/f121.go && git commit -q -m "move f121"
rm -f ".git/objects/$(git rev-parse HEAD:src/f121.go | cut -c1-2)/$(git rev-parse HEAD:src/f121.go | cut -c3-)"
