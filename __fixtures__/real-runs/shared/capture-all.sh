#!/usr/bin/env bash
# The exact capture commands of the "shared" fitting corpus (issue 32), one harness after another.
# Usage: capture-all.sh go|catch2|benchmark-js ...          the plain set: no pinning, no nice, the host as it is (other sessions)
#        PREFIX=loaded/ capture-all.sh ...     the loaded set, beside ../../real-runs-heldout/neighbours.sh
# Builds in $SCRATCH (default /tmp/scratch-shared):
#   go:     cd go/src && go test -c -o $S/go/base.test . && go test -c -tags slow -o $S/go/slow.test .
#   catch2: g++ -O2 -std=c++17 [-DSLOW=1] catch2/src/bench.cpp -o $S/catch2/{base,slow}
#   benchmark-js: cp benchmark-js/src/bench.cjs $S/benchmark-js/ && (cd $S/benchmark-js && npm install benchmark@2.1.4)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=${SCRATCH:-/tmp/scratch-shared}
P=${PREFIX:-}
export INTERLEAVED=${INTERLEAVED:-0}
for h in "$@"; do
  case $h in
  catch2)
    "$here/../capture.sh" "$here/${P}catch2" "$S/catch2/base --benchmark-samples 50 > \$OUT" \
      "$S/catch2/slow --benchmark-samples 50 > \$OUT" txt ;;
  go)
    "$here/../capture.sh" "$here/${P}go" \
      "$S/go/base.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 60ms > \$OUT" \
      "$S/go/slow.test -test.run '^\$' -test.bench . -test.count 5 -test.benchtime 60ms > \$OUT" txt ;;
  benchmark-js)
    "$here/../capture.sh" "$here/${P}benchmark-js" "node $S/benchmark-js/bench.cjs > \$OUT" \
      "SLOW=1 node $S/benchmark-js/bench.cjs > \$OUT" txt ;;
  *) echo "unknown harness '$h' (go|catch2|benchmark-js)" >&2; exit 2 ;;
  esac
done
