#!/bin/sh
# Runs Stryker one target file at a time (each its own report and incremental file under reports/mutation/),
# so a long run on a busy machine leaves complete figures for every file it finished.
# Usage: sh harness/mutation/run-per-file.sh [file-stem ...]   (default: the eight target files)
set -u
stems=${*:-observe leave-game turn phasing sba combat game stack}
mkdir -p reports/mutation
for f in $stems; do
  npx stryker run --mutate "adapters/reference/engine/$f.ts" --incremental \
    --incrementalFile "reports/mutation/incremental-$f.json" --concurrency "${CONCURRENCY:-2}" \
    > "reports/mutation/$f.log" 2>&1
  cp reports/mutation/mutation.json "reports/mutation/$f.json"
  grep -E "^ *$f.ts *\|" "reports/mutation/$f.log"
done
