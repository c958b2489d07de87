#!/usr/bin/env bash
# Captures the made-here pairs: one run of the base build, then one of the changed build, per harness, plain
# (no pinning, no nice), logging `uptime` before each run to capture.log. Builds in $SCRATCH (README.md).
# Usage: capture-pairs.sh catch2 go gb tinybench pytest
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${SCRATCH:-/tmp/scratch-corpus}
NODE=${NODE:-/work/main/node_modules/.bin/node}
log() { printf '%s\tstart=%s\tuptime=%s\n' "$1" "$(date -u +%FT%TZ)" "$(uptime | sed 's/^ *//')" >>"$here/capture.log"; }
pair() { # folder ext base-cmd changed-cmd   (each writes $OUT)
  local dir=$here/$1 ext=$2
  log "$1/baseline.$ext"; OUT=$dir/baseline.$ext bash -c "$3"
  log "$1/candidate.$ext"; OUT=$dir/candidate.$ext bash -c "$4"
}
for h in "$@"; do
  case $h in
  catch2) pair catch2-large txt "$S/pairs/c2-base --benchmark-samples 50 > \$OUT" \
    "$S/pairs/c2-changed --benchmark-samples 50 > \$OUT" ;;
  go) pair go-large txt "$S/pairs/go-base.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 60ms > \$OUT" \
    "$S/pairs/go-changed.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 60ms > \$OUT" ;;
  gb) pair google-benchmark-large json \
    "$S/pairs/gb-base --benchmark_repetitions=5 --benchmark_min_time=0.05 --benchmark_out=\$OUT --benchmark_out_format=json > /dev/null" \
    "$S/pairs/gb-changed --benchmark_repetitions=5 --benchmark_min_time=0.05 --benchmark_out=\$OUT --benchmark_out_format=json > /dev/null" ;;
  tinybench) pair tinybench-large json \
    "cd $here/tinybench-large/src && TINYBENCH_DIR=$S/tinybench $NODE bench.mjs base \$OUT > /dev/null" \
    "cd $here/tinybench-large/src && TINYBENCH_DIR=$S/tinybench $NODE bench.mjs changed \$OUT > /dev/null" ;;
  *) echo "unknown harness '$h' (catch2|go|gb|tinybench)" >&2; exit 2 ;;
  esac
done
