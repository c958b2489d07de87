// Real pair with large known changes (Google Benchmark 1.7.1): the changed build (-DCHANGED=1) makes four
// benchmarks faster by doing less work: BM_Checksum 16x less (the base build sums 16 times), BM_CopyVector 4x,
// BM_LowerCase 2.5x (5 passes vs 2), BM_Squares 8x. Eight other benchmarks are the same code.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#ifndef CHANGED
#define CHANGED 0
#endif

static std::vector<uint32_t> Data() {
  std::vector<uint32_t> v(8192);
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<uint32_t>(i * 2654435761u);
  return v;
}

static void BM_Checksum(benchmark::State& st) {
  auto v = Data();
  for (auto _ : st)
    for (int r = 0; r < (CHANGED ? 1 : 16); ++r) {
      benchmark::DoNotOptimize(v.data());
      benchmark::DoNotOptimize(std::accumulate(v.begin(), v.end(), uint64_t{0}));
    }
}
BENCHMARK(BM_Checksum);

static void BM_CopyVector(benchmark::State& st) {
  auto v = Data();
  std::vector<uint32_t> w(v.size());
  for (auto _ : st)
    for (int r = 0; r < (CHANGED ? 1 : 4); ++r) {
      std::copy(v.begin(), v.end(), w.begin());
      benchmark::ClobberMemory();
    }
}
BENCHMARK(BM_CopyVector);

static void BM_LowerCase(benchmark::State& st) {
  std::string s(4096, 'Q');
  for (auto _ : st)
    for (int r = 0; r < (CHANGED ? 2 : 5); ++r) {
      std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c) ^ 0x20; });
      benchmark::DoNotOptimize(s.data());
    }
}
BENCHMARK(BM_LowerCase);

static void BM_Squares(benchmark::State& st) {
  for (auto _ : st)
    for (int r = 0; r < (CHANGED ? 1 : 8); ++r) {
      uint64_t s = 0;
      for (uint64_t i = 0; i < 2048; ++i) {
        benchmark::DoNotOptimize(i);
        s += i * i;
      }
      benchmark::DoNotOptimize(s);
    }
}
BENCHMARK(BM_Squares);

static void BM_Fill(benchmark::State& st) {
  std::vector<int> v(8192);
  for (auto _ : st) {
    std::fill(v.begin(), v.end(), 3);
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_Fill);

static void BM_MinMax(benchmark::State& st) {
  auto v = Data();
  for (auto _ : st) benchmark::DoNotOptimize(std::minmax_element(v.begin(), v.end()));
}
BENCHMARK(BM_MinMax);

static void BM_Rotate(benchmark::State& st) {
  auto v = Data();
  for (auto _ : st) {
    std::rotate(v.begin(), v.begin() + 1000, v.end());
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_Rotate);

static void BM_Unique(benchmark::State& st) {
  auto v = Data();
  for (auto& x : v) x %= 64;
  std::sort(v.begin(), v.end());
  for (auto _ : st) {
    auto w = v;
    benchmark::DoNotOptimize(std::unique(w.begin(), w.end()));
  }
}
BENCHMARK(BM_Unique);

static void BM_ToString(benchmark::State& st) {
  for (auto _ : st) {
    size_t n = 0;
    for (int i = 0; i < 200; ++i) n += std::to_string(i * 12345).size();
    benchmark::DoNotOptimize(n);
  }
}
BENCHMARK(BM_ToString);

static void BM_StringCompare(benchmark::State& st) {
  std::string a(2048, 'x'), b(2048, 'x');
  for (auto _ : st) benchmark::DoNotOptimize(a.compare(b));
}
BENCHMARK(BM_StringCompare);

static void BM_Reverse(benchmark::State& st) {
  auto v = Data();
  for (auto _ : st) {
    std::reverse(v.begin(), v.end());
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_Reverse);

static void BM_CountIf(benchmark::State& st) {
  auto v = Data();
  for (auto _ : st) benchmark::DoNotOptimize(std::count_if(v.begin(), v.end(), [](uint32_t x) { return x & 1; }));
}
BENCHMARK(BM_CountIf);

BENCHMARK_MAIN();
