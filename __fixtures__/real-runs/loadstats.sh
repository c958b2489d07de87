#!/usr/bin/env bash
# Summarises a harness's runs.log: 1-minute load average before each run (min/median/max) and run seconds.
for h in "$@"; do
  awk -F'load average: ' '{split($2,a,", "); print a[1]+0}' "$h/runs.log" | sort -n |
    awk -v h="$h" '{v[NR]=$1} END {printf "%s: %d runs, load1 min %.1f median %.1f max %.1f; ", h, NR, v[1], v[int((NR+1)/2)], v[NR]}'
  awk -F'\t' '{sub("seconds=","",$4); s+=$4; if ($4+0>m) m=$4+0} END {printf "run %.0f s mean, %.0f s max\n", s/NR, m}' "$h/runs.log"
done
