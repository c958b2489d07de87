"""Workloads for the real-run corpus. `_variant.SLOW` (from variants/base or variants/slow on PYTHONPATH)
adds one extra pass over the first fifth of the input to three of them (~20% more real work); variants/slow10
sets it to 0.1, a pass over the first tenth (~10%)."""

import decimal
import hashlib
import heapq
import json
import random
import re
from collections import Counter

from _variant import SLOW


def _part(n):
    """How much of an input of n the extra pass covers: a fifth (SLOW = True), else the fraction SLOW."""
    return n // 5 if SLOW is True else int(n * SLOW)

_WORD = re.compile(r"[a-z]+")


def make_text(n_words, seed=1):
    rng = random.Random(seed)
    vocab = ["alpha", "beta", "gamma", "delta", "quick", "brown", "fox", "lazy", "dog", "river", "stone", "cloud"]
    return " ".join(rng.choice(vocab) for _ in range(n_words))


def word_frequencies(text):
    counts = Counter(_WORD.findall(text.lower()))
    if SLOW:
        counts.update(_WORD.findall(text[: _part(len(text))].lower()))
    return counts


def checksum(data):
    """Pure-Python Adler-32."""
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    if SLOW:
        for byte in data[: _part(len(data))]:
            a = (a + byte) % 65521
            b = (b + a) % 65521
    return (b << 16) | a


def make_records(n):
    return [{"id": i, "name": f"rec-{i}", "tags": ["x", "y", str(i % 7)], "score": i * 1.25} for i in range(n)]


def json_roundtrip(records):
    out = json.loads(json.dumps(records))
    if SLOW:
        out.extend(json.loads(json.dumps(records[: _part(len(records))])))
    return out


def sort_tuples(items):
    return sorted(items, key=lambda t: (t[1], t[0]))


def sieve(n):
    flags = bytearray([1]) * (n + 1)
    flags[0:2] = b"\0\0"
    for i in range(2, int(n**0.5) + 1):
        if flags[i]:
            flags[i * i :: i] = bytearray(len(range(i * i, n + 1, i)))
    return flags.count(1)


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def top_k(values, k):
    return heapq.nsmallest(k, values)


def decimal_sum(values):
    with decimal.localcontext() as ctx:
        ctx.prec = 30
        return sum((decimal.Decimal(v) / 7 for v in values), decimal.Decimal(0))


def sha256_chunks(data, chunk):
    return [hashlib.sha256(data[i : i + chunk]).digest() for i in range(0, len(data), chunk)]


def format_lines(rows):
    return "\n".join(f"{i:06d} | {name:<12} | {score:10.3f}" for i, name, score in rows)

