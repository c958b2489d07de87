// The A/B runner's Google Benchmark suite (bench/ab-suites/README.md): the held-out corpus' 14 instances, one
// binary for both sides. AB_SLOW_PCT=P (environment, default 0): BM_Adler32, BM_PrefixSum and BM_Popcount make one
// extra pass over the first P% of their input (+P% of the work). Everything else runs the same code.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <list>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <cstdlib>

static const size_t kSlowPct = [] {
  const char* e = std::getenv("AB_SLOW_PCT");
  return e ? static_cast<size_t>(std::atoi(e)) : size_t{0};
}();
static size_t SlowPart(size_t n) { return n * kSlowPct / 100; }

static std::vector<uint8_t> Bytes(size_t n) {
  std::mt19937 r(5);
  std::vector<uint8_t> v(n);
  for (auto& b : v) b = static_cast<uint8_t>(r());
  return v;
}

static std::vector<int> Ints(size_t n) {
  std::mt19937 r(9);
  std::vector<int> v(n);
  for (auto& x : v) x = static_cast<int>(r() % 100000);
  return v;
}

static uint32_t Adler(const uint8_t* p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; ++i) {
    a = (a + p[i]) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}

static void BM_Adler32(benchmark::State& st) {
  auto v = Bytes(16384);
  for (auto _ : st) {
    uint32_t h = Adler(v.data(), v.size());
    if (kSlowPct) h ^= Adler(v.data(), SlowPart(v.size()));
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_Adler32);

static void BM_PrefixSum(benchmark::State& st) {
  auto v = Ints(8192);
  std::vector<long long> out(v.size());
  for (auto _ : st) {
    std::partial_sum(v.begin(), v.end(), out.begin(), [](long long a, long long b) { return a + b; });
    if (kSlowPct) std::partial_sum(v.begin(), v.begin() + SlowPart(v.size()), out.begin());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_PrefixSum);

static void BM_ReverseWords(benchmark::State& st) {
  std::string s;
  for (int i = 0; i < 1500; ++i) s += "word" + std::to_string(i % 97) + " ";
  for (auto _ : st) {
    std::string t = s;
    std::reverse(t.begin(), t.end());
    auto b = t.begin();
    for (auto it = t.begin(); it != t.end(); ++it)
      if (*it == ' ') { std::reverse(b, it); b = it + 1; }
    benchmark::DoNotOptimize(t.data());
  }
}
BENCHMARK(BM_ReverseWords);

static void BM_StringFind(benchmark::State& st) {
  std::string hay(20000, 'a');
  hay += "needle";
  for (auto _ : st) benchmark::DoNotOptimize(hay.find("needle"));
}
BENCHMARK(BM_StringFind);

static void BM_Popcount(benchmark::State& st) {
  auto v = Bytes(32768);
  for (auto _ : st) {
    int n = 0;
    for (size_t i = 0; i + 8 <= v.size(); i += 8) {
      uint64_t w;
      std::copy(v.begin() + i, v.begin() + i + 8, reinterpret_cast<uint8_t*>(&w));
      n += __builtin_popcountll(w);
    }
    for (size_t i = 0; i + 8 <= SlowPart(v.size()); i += 8) {
      uint64_t w;
      std::copy(v.begin() + i, v.begin() + i + 8, reinterpret_cast<uint8_t*>(&w));
      n += __builtin_popcountll(w);
    }
    benchmark::DoNotOptimize(n);
  }
}
BENCHMARK(BM_Popcount);

static void BM_DequePushPop(benchmark::State& st) {
  for (auto _ : st) {
    std::deque<int> d;
    for (int i = 0; i < st.range(0); ++i) d.push_back(i);
    long s = 0;
    while (!d.empty()) { s += d.front(); d.pop_front(); }
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_DequePushPop)->Arg(512)->Arg(8192);

static void BM_ListSort(benchmark::State& st) {
  auto v = Ints(2000);
  for (auto _ : st) {
    std::list<int> l(v.begin(), v.end());
    l.sort();
    benchmark::DoNotOptimize(l.front());
  }
}
BENCHMARK(BM_ListSort);

static void BM_SetInsert(benchmark::State& st) {
  auto v = Ints(st.range(0));
  for (auto _ : st) {
    std::set<int> s(v.begin(), v.end());
    benchmark::DoNotOptimize(s.size());
  }
}
BENCHMARK(BM_SetInsert)->Arg(128)->Arg(2048);

static void BM_NthElement(benchmark::State& st) {
  auto v = Ints(10000);
  for (auto _ : st) {
    auto w = v;
    std::nth_element(w.begin(), w.begin() + w.size() / 2, w.end());
    benchmark::DoNotOptimize(w[w.size() / 2]);
  }
}
BENCHMARK(BM_NthElement);

static void BM_StringStream(benchmark::State& st) {
  for (auto _ : st) {
    std::ostringstream os;
    for (int i = 0; i < 200; ++i) os << i << ':' << i * 0.5 << ' ';
    benchmark::DoNotOptimize(os.str());
  }
}
BENCHMARK(BM_StringStream);

static void BM_Stoi(benchmark::State& st) {
  std::vector<std::string> xs;
  for (int i = 0; i < 500; ++i) xs.push_back(std::to_string(i * 7919));
  for (auto _ : st) {
    long s = 0;
    for (auto& x : xs) s += std::stoi(x);
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_Stoi);

static void BM_Shuffle(benchmark::State& st) {
  auto v = Ints(4096);
  std::mt19937 r(1);
  for (auto _ : st) {
    std::shuffle(v.begin(), v.end(), r);
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_Shuffle);

BENCHMARK_MAIN();
