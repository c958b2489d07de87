// Real-run corpus for benchdelta: ~30 Google Benchmark instances over the C++ standard library.
// Built twice: base (`-DSLOW=0`) and slow (`-DSLOW=1`), where BM_Fnv1a, BM_ToUpper and BM_Crc32
// do one extra pass over the first fifth of their input (~20% more real work). Nothing else differs.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <numeric>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#ifndef SLOW
#define SLOW 0
#endif

namespace {

std::vector<uint32_t> RandomInts(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<uint32_t> v(n);
  for (auto& x : v) x = rng();
  return v;
}

std::string Text(size_t n) {
  static const char kWords[] = "the quick brown fox jumps over the lazy dog 0123456789 ";
  std::string s;
  s.reserve(n);
  while (s.size() < n) s += kWords[s.size() % (sizeof(kWords) - 1)];
  return s;
}

uint64_t Fnv1a(const char* p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ static_cast<unsigned char>(p[i])) * 1099511628211ull;
  return h;
}

uint32_t Crc32(const uint8_t* p, size_t n) {
  static uint32_t table[256] = {0};
  if (table[1] == 0)
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; ++i) c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

// ---- slowed in the slow build ----

void BM_Fnv1a(benchmark::State& state) {
  const std::string s = Text(4096);
  for (auto _ : state) {
    uint64_t h = Fnv1a(s.data(), s.size());
    if (SLOW) h ^= Fnv1a(s.data(), s.size() / 5);
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_Fnv1a);

void BM_ToUpper(benchmark::State& state) {
  const std::string s = Text(4096);
  std::string out(s.size(), ' ');
  for (auto _ : state) {
    std::transform(s.begin(), s.end(), out.begin(), [](unsigned char c) { return std::toupper(c); });
    if (SLOW)
      std::transform(s.begin(), s.begin() + s.size() / 5, out.begin(),
                     [](unsigned char c) { return std::toupper(c); });
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_ToUpper);

void BM_Crc32(benchmark::State& state) {
  const std::string s = Text(8192);
  const auto* p = reinterpret_cast<const uint8_t*>(s.data());
  for (auto _ : state) {
    uint32_t c = Crc32(p, s.size());
    if (SLOW) c ^= Crc32(p, s.size() / 5);
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_Crc32);

// ---- unchanged ----

void BM_VectorSort(benchmark::State& state) {
  const auto src = RandomInts(state.range(0), 1);
  std::vector<uint32_t> v;
  for (auto _ : state) {
    v = src;
    std::sort(v.begin(), v.end());
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_VectorSort)->Arg(256)->Arg(4096);

void BM_StableSort(benchmark::State& state) {
  const auto src = RandomInts(2048, 2);
  std::vector<uint32_t> v;
  for (auto _ : state) {
    v = src;
    std::stable_sort(v.begin(), v.end(), [](uint32_t a, uint32_t b) { return a % 1000 < b % 1000; });
    benchmark::DoNotOptimize(v.data());
  }
}
BENCHMARK(BM_StableSort);

void BM_NthElement(benchmark::State& state) {
  const auto src = RandomInts(4096, 3);
  std::vector<uint32_t> v;
  for (auto _ : state) {
    v = src;
    std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
    benchmark::DoNotOptimize(v[v.size() / 2]);
  }
}
BENCHMARK(BM_NthElement);

void BM_BinarySearch(benchmark::State& state) {
  auto v = RandomInts(state.range(0), 4);
  std::sort(v.begin(), v.end());
  const auto keys = RandomInts(256, 5);
  for (auto _ : state) {
    size_t hits = 0;
    for (uint32_t k : keys) hits += std::binary_search(v.begin(), v.end(), k);
    benchmark::DoNotOptimize(hits);
  }
}
BENCHMARK(BM_BinarySearch)->Arg(1024)->Arg(65536);

void BM_MapInsert(benchmark::State& state) {
  const auto src = RandomInts(state.range(0), 6);
  for (auto _ : state) {
    std::map<uint32_t, uint32_t> m;
    for (uint32_t x : src) m.emplace(x, x);
    benchmark::DoNotOptimize(m.size());
  }
}
BENCHMARK(BM_MapInsert)->Arg(64)->Arg(1024);

void BM_UnorderedMapLookup(benchmark::State& state) {
  const auto src = RandomInts(state.range(0), 7);
  std::unordered_map<uint32_t, uint32_t> m;
  for (uint32_t x : src) m[x] = x;
  for (auto _ : state) {
    uint64_t s = 0;
    for (uint32_t x : src) s += m.find(x)->second;
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_UnorderedMapLookup)->Arg(256)->Arg(8192);

void BM_SetInsert(benchmark::State& state) {
  const auto src = RandomInts(500, 8);
  for (auto _ : state) {
    std::set<uint32_t> s(src.begin(), src.end());
    benchmark::DoNotOptimize(s.size());
  }
}
BENCHMARK(BM_SetInsert);

void BM_DequePushPop(benchmark::State& state) {
  for (auto _ : state) {
    std::deque<int> d;
    for (int i = 0; i < 1000; ++i) d.push_back(i);
    int s = 0;
    while (!d.empty()) {
      s += d.front();
      d.pop_front();
    }
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_DequePushPop);

void BM_ListTraverse(benchmark::State& state) {
  std::list<int> l;
  for (int i = 0; i < 2000; ++i) l.push_back(i);
  for (auto _ : state) {
    long s = 0;
    for (int x : l) s += x;
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_ListTraverse);

void BM_Accumulate(benchmark::State& state) {
  std::vector<double> v(state.range(0), 1.0001);
  for (auto _ : state) {
    double s = std::accumulate(v.begin(), v.end(), 0.0);
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_Accumulate)->Arg(1 << 10)->Arg(1 << 14);

void BM_Memcpy(benchmark::State& state) {
  std::vector<char> a(state.range(0), 'x'), b(state.range(0));
  for (auto _ : state) {
    std::memcpy(b.data(), a.data(), a.size());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}
BENCHMARK(BM_Memcpy)->Arg(1 << 10)->Arg(1 << 16);

void BM_StringConcat(benchmark::State& state) {
  for (auto _ : state) {
    std::string s;
    for (int i = 0; i < 200; ++i) s += "item ";
    benchmark::DoNotOptimize(s.data());
  }
}
BENCHMARK(BM_StringConcat);

void BM_StringFind(benchmark::State& state) {
  const std::string s = Text(8192);
  for (auto _ : state) benchmark::DoNotOptimize(s.find("lazy cat"));
}
BENCHMARK(BM_StringFind);

void BM_Snprintf(benchmark::State& state) {
  char buf[128];
  int i = 0;
  for (auto _ : state) {
    std::snprintf(buf, sizeof buf, "%s=%d (%.3f) %x", "key", ++i, 3.14159, i);
    benchmark::DoNotOptimize(buf);
  }
}
BENCHMARK(BM_Snprintf);

void BM_StringStream(benchmark::State& state) {
  for (auto _ : state) {
    std::ostringstream os;
    for (int i = 0; i < 20; ++i) os << i << ' ' << 2.5 * i << ';';
    benchmark::DoNotOptimize(os.str());
  }
}
BENCHMARK(BM_StringStream);

void BM_ToStringStoi(benchmark::State& state) {
  long s = 0;
  for (auto _ : state) {
    for (int i = 0; i < 100; ++i) s += std::stoi(std::to_string(i * 7919));
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_ToStringStoi);

void BM_RegexSearch(benchmark::State& state) {
  const std::regex re("[a-z]+@[a-z]+\\.[a-z]{2,}");
  const std::string s = "contact: someone@example.org for details";
  for (auto _ : state) benchmark::DoNotOptimize(std::regex_search(s, re));
}
BENCHMARK(BM_RegexSearch);

void BM_MatrixMultiply(benchmark::State& state) {
  const int n = state.range(0);
  std::vector<double> a(n * n, 1.5), b(n * n, 2.5), c(n * n);
  for (auto _ : state) {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        double s = 0;
        for (int k = 0; k < n; ++k) s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = s;
      }
    benchmark::DoNotOptimize(c.data());
  }
}
BENCHMARK(BM_MatrixMultiply)->Arg(16)->Arg(48);

void BM_SharedPtrCopy(benchmark::State& state) {
  auto p = std::make_shared<int>(42);
  for (auto _ : state) {
    for (int i = 0; i < 100; ++i) {
      auto q = p;
      benchmark::DoNotOptimize(q);
    }
  }
}
BENCHMARK(BM_SharedPtrCopy);

void BM_StdFunctionCall(benchmark::State& state) {
  std::function<int(int)> f = [](int x) { return x * 3 + 1; };
  for (auto _ : state) {
    int s = 0;
    for (int i = 0; i < 1000; ++i) s += f(i);
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_StdFunctionCall);

void BM_Fib(benchmark::State& state) {
  std::function<long(int)> fib = [&](int n) -> long { return n < 2 ? n : fib(n - 1) + fib(n - 2); };
  for (auto _ : state) benchmark::DoNotOptimize(fib(state.range(0)));
}
BENCHMARK(BM_Fib)->Arg(15);

}  // namespace

BENCHMARK_MAIN();
