#!/usr/bin/env bash
# Captures one harness's real-run series, one run at a time, logging `uptime` before each run.
# Usage: capture.sh <harness-dir> <base-cmd> <slow-cmd> <ext>
#   <base-cmd>/<slow-cmd> are shell commands that write ONE run's result to the path in $OUT.
# Series: base-01..10, slow-01..10, then interleaved inter-01-A, inter-02-B, ... inter-10-B (INTERLEAVED=0: none;
# INTERLEAVED=only: the interleaved session alone, into a folder of its own; INTER_RUNS=20: twenty runs).
set -euo pipefail
dir=$1 base=$2 slow=$3 ext=$4
mkdir -p "$dir"
log="$dir/runs.log"
run() { # label cmd
  local label=$1 cmd=$2
  export OUT="$dir/$label.$ext"
  local up; up=$(uptime)
  local t0; t0=$(date +%s.%N)
  bash -c "$cmd"
  local t1; t1=$(date +%s.%N)
  printf '%s\t%s\tstart=%s\tseconds=%.1f\tuptime=%s\n' "$label" "$(basename "$OUT")" \
    "$(date -u -d @"${t0%.*}" +%FT%TZ)" "$(echo "$t1 - $t0" | bc)" "$(echo "$up" | sed 's/^ *//')" >>"$log"
}
if [ "${INTERLEAVED:-1}" != only ]; then
  for i in $(seq -w 1 10); do run "base-$i" "$base"; done
  for i in $(seq -w 1 10); do run "slow-$i" "$slow"; done
fi
[ "${INTERLEAVED:-1}" = 0 ] && exit 0
for i in $(seq 1 "${INTER_RUNS:-10}"); do
  n=$(printf '%02d' "$i")
  if ((i % 2)); then run "inter-$n-A" "$base"; else run "inter-$n-B" "$slow"; fi
done
