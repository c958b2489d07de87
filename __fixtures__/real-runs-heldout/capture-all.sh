#!/usr/bin/env bash
# The exact capture commands of the held-out corpus, one harness after another (never two at once).
# Usage: capture-all.sh catch2|go|gb|pytest|tinybench ...    (build steps: README.md)
#        PREFIX=pinned/ capture-all.sh ...   writes under pinned/<harness> instead (the pinned set)
# Builds live outside the repository, in $SCRATCH (default /tmp/scratch-corpus). Ten base runs, then ten slow
# runs (INTERLEAVED=0: no interleaved session), each through the first corpus' capture.sh. The plain set ran as
# `capture-all.sh catch2 go gb tinybench pytest` with no pinning and no nice, beside the seven other sessions of the
# machine (as a CI job on a shared host sees it); tinybench and pytest again after a failed start (README.md).
# The pinned set: `PREFIX=pinned/ taskset -c 1 nice -n -19 capture-all.sh catch2 go`. The quiet and loaded sets:
# `PREFIX=quiet/ capture-all.sh go catch2 gb tinybench pytest` (nothing else running) and the same with
# `PREFIX=loaded/` beside `neighbours.sh`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${SCRATCH:-/tmp/scratch-corpus}
NODE=${NODE:-/work/main/node_modules/.bin/node}
P=${PREFIX:-}
py="cd $here/pytest-benchmark/src && PYTHONPATH=variants/VARIANT /usr/bin/python3 -B -m pytest -q -p no:cacheprovider --benchmark-max-time=0.3 --benchmark-json=\$OUT test_heldout_bench.py > /dev/null"
tb="cd $here/tinybench/src && TINYBENCH_DIR=$S/tinybench $NODE bench.mjs VARIANT \$OUT > \${OUT%.json}.txt"
export INTERLEAVED=${INTERLEAVED:-0}
for h in "$@"; do
  case $h in
  catch2)
    "$here/../real-runs/capture.sh" "$here/${P}catch2" "$S/catch2/base --benchmark-samples 50 > \$OUT" \
      "$S/catch2/slow --benchmark-samples 50 > \$OUT" txt ;;
  go)
    "$here/../real-runs/capture.sh" "$here/${P}go" \
      "$S/go/base.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 60ms > \$OUT" \
      "$S/go/slow.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 60ms > \$OUT" txt ;;
  gb)
    "$here/../real-runs/capture.sh" "$here/${P}google-benchmark" \
      "$S/gb/base --benchmark_repetitions=5 --benchmark_min_time=0.05 --benchmark_out=\$OUT --benchmark_out_format=json > /dev/null" \
      "$S/gb/slow --benchmark_repetitions=5 --benchmark_min_time=0.05 --benchmark_out=\$OUT --benchmark_out_format=json > /dev/null" json ;;
  pytest) "$here/../real-runs/capture.sh" "$here/${P}pytest-benchmark" "${py/VARIANT/base}" "${py/VARIANT/slow}" json ;;
  tinybench) "$here/../real-runs/capture.sh" "$here/${P}tinybench" "${tb//VARIANT/base}" "${tb//VARIANT/slow}" json ;;
  *) echo "unknown harness '$h' (catch2|go|gb|pytest|tinybench)" >&2; exit 2 ;;
  esac
done
