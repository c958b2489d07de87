"""Ten pytest-benchmark tests over workload.py (pytest-benchmark defaults but --benchmark-max-time, see README)."""
import workload


def test_parse_csv(benchmark):
    assert benchmark(workload.parse_csv) > 0


def test_pack_records(benchmark):
    assert benchmark(workload.pack_records) > 0


def test_wrap_text(benchmark):
    assert benchmark(workload.wrap_text) > 0


def test_zlib_compress(benchmark):
    assert benchmark(workload.zlib_compress) > 0


def test_b85_encode(benchmark):
    assert benchmark(workload.b85_encode) > 0


def test_bisect_insort(benchmark):
    assert benchmark(workload.bisect_insort) >= 0


def test_permutations_count(benchmark):
    assert benchmark(workload.permutations_count) > 0


def test_dict_merge(benchmark):
    assert benchmark(workload.dict_merge) > 0


def test_string_format(benchmark):
    assert benchmark(workload.string_format) > 0


def test_set_ops(benchmark):
    assert benchmark(workload.set_ops) > 0
