// Real pair with large known changes (Catch2 v2.13.10): the `changed` build (-DCHANGED=1) makes
// "fnv 32k" do 4x the work, "iota sum 64k" 2x, "sort copy 4k" 1.5x (every other call sorts twice), and
// "set build 2k" 3x less (the base build builds the set three times). Six other benchmarks are the same code.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#ifndef CHANGED
#define CHANGED 0
#endif

static uint32_t fnv(const std::vector<uint8_t>& v) {
  uint32_t h = 2166136261u;
  for (uint8_t b : v) h = (h ^ b) * 16777619u;
  return h;
}

TEST_CASE("pair") {
  std::vector<uint8_t> bytes(32768);
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<uint8_t>(i * 131 + 7);
  std::vector<int> ints(4096);
  for (size_t i = 0; i < ints.size(); ++i) ints[i] = static_cast<int>((i * 2654435761u) % 100003);
  int calls = 0;
  BENCHMARK("fnv 32k") {
    uint32_t h = 0;
    for (int r = 0; r < (CHANGED ? 4 : 1); ++r) h ^= fnv(bytes) + r;
    return h;
  };
  BENCHMARK("iota sum 64k") {
    std::vector<long> v(CHANGED ? 131072 : 65536);
    std::iota(v.begin(), v.end(), 1L);
    return std::accumulate(v.begin(), v.end(), 0L);
  };
  BENCHMARK("sort copy 4k") {
    auto w = ints;
    std::sort(w.begin(), w.end());
    if (CHANGED && (++calls & 1)) { w = ints; std::sort(w.begin(), w.end()); }
    return w[2048];
  };
  BENCHMARK("set build 2k") {
    size_t n = 0;
    for (int r = 0; r < (CHANGED ? 1 : 3); ++r) n += std::set<int>(ints.begin(), ints.begin() + 2048).size();
    return n;
  };
  BENCHMARK("reverse 32k") {
    auto w = bytes;
    std::reverse(w.begin(), w.end());
    return w[0];
  };
  BENCHMARK("count 7s") { return std::count(bytes.begin(), bytes.end(), 7); };
  BENCHMARK("string append") {
    std::string s;
    for (int i = 0; i < 2000; ++i) s += static_cast<char>('a' + i % 26);
    return s.size();
  };
  BENCHMARK("max element 4k") { return *std::max_element(ints.begin(), ints.end()); };
  BENCHMARK("partial sum 4k") {
    std::vector<int> out(ints.size());
    std::partial_sum(ints.begin(), ints.end(), out.begin());
    return out.back();
  };
  BENCHMARK("lower_bound x1000") {
    auto w = ints;
    std::sort(w.begin(), w.end());
    long s = 0;
    for (int i = 0; i < 1000; ++i) s += *std::lower_bound(w.begin(), w.end(), i * 97);
    return s;
  };
}
