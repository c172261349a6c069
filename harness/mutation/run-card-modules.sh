#!/bin/sh
# Runs Stryker over card modules one at a time with stryker.card.config.mjs (static mutants included, only the
# tests that can notice them), each with its own report: reports/mutation/card-<stem>.json and .log.
# Usage: sh harness/mutation/run-card-modules.sh <stem> ...   CONCURRENCY=1 on a busy machine.
set -u
mkdir -p reports/mutation
for f in "$@"; do
  # A run that fails (a module with no card name is refused) must not leave the previous module's report
  # under this module's name.
  rm -f reports/mutation/card.json "reports/mutation/card-$f.json"
  if ! MUTATION_CARD_MODULE="adapters/reference/cards/$f.ts" npx stryker run stryker.card.config.mjs \
    --concurrency "${CONCURRENCY:-2}" > "reports/mutation/card-$f.log" 2>&1; then
    echo "$f: the run failed; see reports/mutation/card-$f.log" >&2
    continue
  fi
  cp reports/mutation/card.json "reports/mutation/card-$f.json"
  grep -E "^ *$f.ts *\|" "reports/mutation/card-$f.log"
done
