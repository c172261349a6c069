#!/bin/sh
# Runs Stryker one target file at a time, each with its own report (reports/mutation/<stem>.json and .log),
# so a long run on a busy machine leaves complete figures for every file it finished.
# Usage: sh harness/mutation/run-per-file.sh [stem ...]   (default: the ten target files)
# CONCURRENCY=1 for a busy machine; INCREMENTAL=1 to reuse earlier results (engine-code changes only: Stryker
# does not see edited or added fixtures, see CONTRIBUTING.md).
set -u
stems=${*:-observe leave-game turn phasing sba combat game stack casting targets}
mkdir -p reports/mutation
for f in $stems; do
  incremental=""
  if [ "${INCREMENTAL:-0}" = 1 ]; then incremental="--incremental --incrementalFile reports/mutation/incremental-$f.json"; fi
  # shellcheck disable=SC2086
  npx stryker run --mutate "adapters/reference/engine/$f.ts" $incremental --concurrency "${CONCURRENCY:-2}" \
    > "reports/mutation/$f.log" 2>&1
  cp reports/mutation/mutation.json "reports/mutation/$f.json"
  grep -E "^ *$f.ts *\|" "reports/mutation/$f.log"
done
