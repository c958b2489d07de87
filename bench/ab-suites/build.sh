#!/usr/bin/env bash
# Builds the A/B runner's suites into $AB_BIN (default $TMPDIR/ab-bin or /tmp/ab-bin), outside the repository:
# go (Debian's golang-go), Google Benchmark (g++ and Debian's libbenchmark-dev), tinybench 6.2.5 from npm, and
# pytest-benchmark's folder (Debian's python3-pytest-benchmark). The benchmark files the held-out corpus already
# has are taken from it as they are; this folder holds only what differs (README.md). One build serves both sides:
# AB_SLOW_PCT in the environment sets the candidate's extra work.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus="$here/../../__fixtures__/real-runs-heldout"
bin=${AB_BIN:-${TMPDIR:-/tmp}/ab-bin}
mkdir -p "$bin/go-src" "$bin/pytest" "$bin/tinybench"
cp "$corpus/go/src/bench_test.go" "$corpus/go/src/go.mod" "$here/go/work.go" "$here/go/slow.go" "$bin/go-src/"
(cd "$bin/go-src" && go test -c -o "$bin/go.test" .)
g++ -O2 -std=c++17 "$here/gb/bench.cc" -o "$bin/gb" -lbenchmark -lpthread
cp "$corpus/pytest-benchmark/src/test_heldout_bench.py" "$here/pytest/workload.py" "$bin/pytest/"
(cd "$bin/tinybench" && [ -d node_modules/tinybench ] || { npm init -y >/dev/null && npm install --no-audit --no-fund tinybench@6.2.5 >/dev/null; })
echo "built in $bin: go.test, gb, pytest/, tinybench/"
