import random

import pytest

import workload as w

TEXT = w.make_text(20000)
DATA = TEXT.encode()[:20000]
RECORDS = w.make_records(400)
_rng = random.Random(2)
TUPLES = [(i, _rng.randrange(1000)) for i in range(20000)]
VALUES = [_rng.random() for _ in range(20000)]
ROWS = [(i, f"name{i % 97}", i / 3) for i in range(3000)]
BLOB = bytes(_rng.randrange(256) for _ in range(1 << 18))


def test_word_frequencies(benchmark):
    benchmark(w.word_frequencies, TEXT)


def test_checksum(benchmark):
    benchmark(w.checksum, DATA)


def test_json_roundtrip(benchmark):
    benchmark(w.json_roundtrip, RECORDS)


def test_sort_tuples(benchmark):
    benchmark(w.sort_tuples, TUPLES)


@pytest.mark.parametrize("n", [20000, 200000])
def test_sieve(benchmark, n):
    benchmark(w.sieve, n)


def test_fib(benchmark):
    benchmark(w.fib, 18)


def test_top_k(benchmark):
    benchmark(w.top_k, VALUES, 50)


def test_decimal_sum(benchmark):
    benchmark(w.decimal_sum, VALUES[:2000])


def test_sha256_chunks(benchmark):
    benchmark(w.sha256_chunks, BLOB, 4096)


def test_format_lines(benchmark):
    benchmark(w.format_lines, ROWS)
