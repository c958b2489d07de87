// Held-out Catch2 corpus (Catch2 v2.13.10 from Debian): 10 BENCHMARKs in three TEST_CASEs, new code.
// SLOW (-DSLOW=1): "rolling hash 16k", "vector fill 8k" and "split words" make one extra pass over the first fifth
// of their input (+20% of the work). Everything else is the same code in both builds.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#ifndef SLOW
#define SLOW 0
#endif

static std::vector<uint8_t> bytes(size_t n) {
  std::mt19937 r(21);
  std::vector<uint8_t> v(n);
  for (auto& b : v) b = static_cast<uint8_t>(r());
  return v;
}

static uint64_t rolling(const uint8_t* p, size_t n) {
  uint64_t h = 0;
  for (size_t i = 0; i < n; ++i) h = h * 131 + p[i];
  return h;
}

static std::string sentence() {
  std::string s;
  const char* w[] = {"pine", "harbor", "lantern", "copper", "meadow", "quartz"};
  for (int i = 0; i < 3000; ++i) { s += w[(i * 7) % 6]; s += ' '; }
  return s;
}

static size_t split(const std::string& s, size_t n, std::vector<std::string>& out) {
  size_t b = 0;
  for (size_t i = 0; i < n; ++i)
    if (s[i] == ' ') { out.emplace_back(s, b, i - b); b = i + 1; }
  return out.size();
}

TEST_CASE("hashing") {
  auto v = bytes(16384);
  BENCHMARK("rolling hash 16k") {
    uint64_t h = rolling(v.data(), v.size());
    if (SLOW) h ^= rolling(v.data(), v.size() / 5);
    return h;
  };
  BENCHMARK("std::hash strings") {
    size_t h = 0;
    for (int i = 0; i < 300; ++i) h ^= std::hash<std::string>{}(std::to_string(i * 31));
    return h;
  };
  BENCHMARK("xor fold 64k") {
    uint8_t x = 0;
    for (size_t i = 0; i < 65536; ++i) x ^= v[i & 16383];
    return x;
  };
}

TEST_CASE("containers") {
  BENCHMARK("vector fill 8k") {
    std::vector<double> d(8192);
    for (size_t i = 0; i < d.size(); ++i) d[i] = std::sqrt(double(i));
    if (SLOW) for (size_t i = 0; i < d.size() / 5; ++i) d[i] = std::sqrt(double(i) + 0.5);
    return d.back();
  };
  BENCHMARK("map insert 1k") {
    std::map<int, int> m;
    for (int i = 0; i < 1000; ++i) m[(i * 7919) % 1009] = i;
    return m.size();
  };
  BENCHMARK("unordered_set 2k") {
    std::unordered_set<int> s;
    for (int i = 0; i < 2000; ++i) s.insert(i * 13);
    return s.size();
  };
  BENCHMARK("stable_sort 3k") {
    std::vector<int> v(3000);
    for (int i = 0; i < 3000; ++i) v[i] = (i * 2654435761u) % 10007;
    std::stable_sort(v.begin(), v.end());
    return v[1500];
  };
}

TEST_CASE("text") {
  auto s = sentence();
  BENCHMARK("split words") {
    std::vector<std::string> out;
    split(s, s.size(), out);
    if (SLOW) split(s, s.size() / 5, out);
    return out.size();
  };
  BENCHMARK("count vowels") {
    return std::count_if(s.begin(), s.end(), [](char c) { return c == 'a' || c == 'e' || c == 'o'; });
  };
  BENCHMARK("to_string 500") {
    size_t n = 0;
    for (int i = 0; i < 500; ++i) n += std::to_string(i * 1.5).size();
    return n;
  };
}
