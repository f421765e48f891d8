#!/bin/bash
# prune.sh DIR DAYS: remove the dated snapshots (DIR/YYYY-MM-DD) older than DAYS days.
# TODAY (YYYY-MM-DD) may be set for tests.
set -u
dir=$1 days=$2
today=$(date -d "${TODAY:-today}" +%s)
status=0
for snap in $(ls -d "$dir"/*/ 2>/dev/null); do
  name=$(basename $snap)
  when=$(date -d "$name" +%s 2>/dev/null) || continue
  age=$(( (today - when) / 86400 ))
  if [ "$age" -gt "$days" ]; then
    rm -r $snap || status=1
    echo "pruned $name ($age days)"
  fi
done
exit $status
