#!/usr/bin/env bash
# The two neighbours of the `loaded/` capture (started before it, stopped after it): a CPU spinner and a memory
# streamer (a 64 MiB file hashed over and over). The three other sessions of the machine ran beside them.
( while :; do :; done ) &
( head -c 64M /dev/urandom > /tmp/stress.bin; while :; do sha256sum /tmp/stress.bin >/dev/null; done ) &
wait
