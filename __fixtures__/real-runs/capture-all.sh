#!/usr/bin/env bash
# The exact capture commands of this corpus, one harness after another (never two at once).
# Usage: capture-all.sh go|gb|pytest|tinybench|hyperfine ...   (each harness: see README.md for the build steps)
#        capture-all.sh pytest10|tinybench10|hyperfine10 ...   (ten-percent/: base and a ~10% slower build, no
#        interleaved session)
# Builds live outside the repository, in $SCRATCH (default /work/scratch).
# The captures of 2026-11-25 19:51 UTC ran as `taskset -c 1 nice -n -19 capture-all.sh go gb pytest tinybench hyperfine`
# with every other process of the machine pinned to CPU 0 (`taskset -a -p -c 0` on each, and on pid 1 so that new
# jobs inherit it): the team's jobs ran beside the capture on the other core, as neighbours do on a CI host.
# GOMAXPROCS=2 keeps go's `-2` name suffix (and its two Ps) on the one CPU the capture may use.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${SCRATCH:-/work/scratch}
NODE=${NODE:-/work/main/node_modules/.bin/node}
# One command per harness, VARIANT the build (base, slow, slow10): the 20% and 10% captures run the same ones.
py="cd $here/pytest-benchmark/src && PYTHONPATH=variants/VARIANT /usr/bin/python3 -B -m pytest -q -p no:cacheprovider --benchmark-json=\$OUT test_workload_bench.py > /dev/null"
tb="cd $here/tinybench/src && TINYBENCH_DIR=$S/tinybench $NODE bench.mjs VARIANT \$OUT > \${OUT%.json}.txt"
hf="cd $S/hf && hyperfine -N --runs 10 --warmup 1 --export-json \$OUT --style none \
  -n 'sha256sum text' 'sha256sum text-VARIANT.txt' \
  -n 'gzip -1 text' 'gzip -1 -c text-VARIANT.txt' \
  -n 'sort -n nums' 'sort -n nums-VARIANT.txt' \
  -n 'wc -w text' 'wc -w text-base.txt' \
  -n 'python3 startup' '/usr/bin/python3 -c pass' > /dev/null"
for h in "$@"; do
  case $h in
  go)
    "$here/capture.sh" "$here/go" \
      "GOMAXPROCS=2 $S/go/base.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 200ms > \$OUT" \
      "GOMAXPROCS=2 $S/go/slow.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 200ms > \$OUT" txt ;;
  gb)
    "$here/capture.sh" "$here/google-benchmark" \
      "$S/gb/base --benchmark_repetitions=5 --benchmark_min_time=0.05 --benchmark_out=\$OUT --benchmark_out_format=json > /dev/null" \
      "$S/gb/slow --benchmark_repetitions=5 --benchmark_min_time=0.05 --benchmark_out=\$OUT --benchmark_out_format=json > /dev/null" json ;;
  pytest) "$here/capture.sh" "$here/pytest-benchmark" "${py/VARIANT/base}" "${py/VARIANT/slow}" json ;;
  tinybench) "$here/capture.sh" "$here/tinybench" "${tb//VARIANT/base}" "${tb//VARIANT/slow}" json ;;
  hyperfine) "$here/capture.sh" "$here/hyperfine" "${hf//VARIANT/base}" "${hf//VARIANT/slow}" json ;;
  pytest10)
    INTERLEAVED=0 "$here/capture.sh" "$here/ten-percent/pytest-benchmark" "${py/VARIANT/base}" "${py/VARIANT/slow10}" json ;;
  tinybench10)
    INTERLEAVED=0 "$here/capture.sh" "$here/ten-percent/tinybench" "${tb//VARIANT/base}" "${tb//VARIANT/slow10}" json ;;
  hyperfine10)
    INTERLEAVED=0 "$here/capture.sh" "$here/ten-percent/hyperfine" "${hf//VARIANT/base}" "${hf//VARIANT/slow10}" json ;;
  *) echo "unknown harness '$h' (go|gb|pytest|tinybench|hyperfine|pytest10|tinybench10|hyperfine10)" >&2; exit 2 ;;
  esac
done
