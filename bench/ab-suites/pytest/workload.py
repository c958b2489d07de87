"""The A/B runner's pytest-benchmark suite (bench/ab-suites/README.md): the held-out corpus' workloads.

SLOW: with AB_SLOW_PCT=P in the environment (default 0), parse_csv, pack_records and wrap_text repeat their work
on the first P% of their input (+P% of the work); one source serves both sides.
"""
import base64
import bisect
import csv
import io
import itertools
import random
import struct
import textwrap
import zlib

import os

SLOW_PCT = int(os.environ.get("AB_SLOW_PCT", "0"))


def _part(n):
    return n * SLOW_PCT // 100

_rng = random.Random(23)
CSV_TEXT = "".join(f"{i},name-{i},{_rng.random():.6f},\"a, b\"\n" for i in range(600))
RECORDS = [(i, _rng.random(), i * 3) for i in range(1500)]
PROSE = " ".join(_rng.choice(["orchard", "granite", "willow", "beacon", "tundra", "saffron"]) for _ in range(3000))
BLOB = bytes(_rng.randrange(256) for _ in range(32768))
KEYS = [_rng.randrange(100000) for _ in range(2000)]


def parse_csv():
    rows = list(csv.reader(io.StringIO(CSV_TEXT)))
    if SLOW_PCT:
        rows += list(csv.reader(io.StringIO(CSV_TEXT[: _part(len(CSV_TEXT))])))
    return len(rows)


def pack_records():
    st = struct.Struct("<idq")
    out = b"".join(st.pack(*r) for r in RECORDS)
    if SLOW_PCT:
        out += b"".join(st.pack(*r) for r in RECORDS[: _part(len(RECORDS))])
    return len(out)


def wrap_text():
    lines = textwrap.wrap(PROSE, 60)
    if SLOW_PCT:
        lines += textwrap.wrap(PROSE[: _part(len(PROSE))], 60)
    return len(lines)


def zlib_compress():
    return len(zlib.compress(BLOB[:16384] * 2, 6))


def b85_encode():
    return len(base64.b85encode(BLOB[:8192]))


def bisect_insort():
    out = []
    for k in KEYS:
        bisect.insort(out, k)
    return out[0]


def permutations_count():
    return sum(1 for p in itertools.permutations(range(7)) if p[0] < p[-1])


def dict_merge():
    a = {f"k{i}": i for i in range(2000)}
    b = {f"k{i}": -i for i in range(1000, 3000)}
    return len(a | b)


def string_format():
    return sum(len(f"{i:08d}|{i / 7:.3f}|{i:x}") for i in range(2000))


def set_ops():
    a = set(range(0, 6000, 2))
    b = set(range(0, 6000, 3))
    return len((a & b) | (a ^ b))
