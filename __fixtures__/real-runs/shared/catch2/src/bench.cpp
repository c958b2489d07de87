// Fitting corpus "shared" (issue 32; Catch2 v2.13.10 from Debian): 12 BENCHMARKs in three TEST_CASEs, code
// neither other corpus uses. SLOW (-DSLOW=1): "adler 32k", "insertion sort 512" and "trim lines" also process
// the first fifth of their input again (+20% of the work). Everything else is the same code in both builds.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <list>
#include <numeric>
#include <queue>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#ifndef SLOW
#define SLOW 0
#endif

static std::vector<uint32_t> numbers(size_t n) {
  std::mt19937 r(5);
  std::vector<uint32_t> v(n);
  for (auto& x : v) x = r();
  return v;
}

static uint32_t adler(const uint8_t* p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; ++i) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
  return (b << 16) | a;
}

static void insertion_sort(std::vector<uint32_t>& v, size_t n) {
  for (size_t i = 1; i < n; ++i) {
    uint32_t x = v[i];
    size_t j = i;
    while (j > 0 && v[j - 1] > x) { v[j] = v[j - 1]; --j; }
    v[j] = x;
  }
}

static std::vector<std::string> lines() {
  std::vector<std::string> out;
  for (int i = 0; i < 2000; ++i) out.push_back("   line " + std::to_string(i * 17) + " of text\t  ");
  return out;
}

static size_t trim_all(const std::vector<std::string>& ls, size_t n) {
  size_t total = 0;
  for (size_t i = 0; i < n; ++i) {
    const std::string& s = ls[i];
    size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
    total += (b == std::string::npos) ? 0 : std::string(s, b, e - b + 1).size();
  }
  return total;
}

TEST_CASE("checksums") {
  auto v = numbers(8192);
  auto* p = reinterpret_cast<const uint8_t*>(v.data());
  size_t n = v.size() * 4;
  BENCHMARK("adler 32k") {
    uint32_t h = adler(p, n);
    if (SLOW) h ^= adler(p, n / 5);
    return h;
  };
  BENCHMARK("popcount 32k") {
    int c = 0;
    for (auto x : v) c += __builtin_popcount(x);
    return c;
  };
  BENCHMARK("murmur mix 8k") {
    uint64_t h = 0;
    for (auto x : v) { uint64_t k = x * 0xff51afd7ed558ccdULL; k ^= k >> 33; h = (h ^ k) * 0xc4ceb9fe1a85ec53ULL; }
    return h;
  };
  BENCHMARK("accumulate doubles") {
    double s = 0;
    for (auto x : v) s += static_cast<double>(x) * 1e-9;
    return s;
  };
}

TEST_CASE("containers") {
  auto v = numbers(4096);
  BENCHMARK("insertion sort 512") {
    std::vector<uint32_t> w(v.begin(), v.begin() + 512);
    insertion_sort(w, w.size());
    if (SLOW) { std::vector<uint32_t> x(v.begin(), v.begin() + 229); insertion_sort(x, x.size()); w[0] ^= x[0]; }
    return w[0];
  };
  BENCHMARK("priority_queue 2k") {
    std::priority_queue<uint32_t> q(v.begin(), v.begin() + 2048);
    uint64_t s = 0;
    while (!q.empty()) { s += q.top(); q.pop(); }
    return s;
  };
  BENCHMARK("list splice 1k") {
    std::list<uint32_t> a(v.begin(), v.begin() + 1024), b;
    while (!a.empty()) b.splice(b.begin(), a, a.begin());
    return b.front();
  };
  BENCHMARK("deque push 4k") {
    std::deque<uint32_t> d;
    for (auto x : v) { if (x & 1) d.push_back(x); else d.push_front(x); }
    return d.size();
  };
}

TEST_CASE("text") {
  auto ls = lines();
  BENCHMARK("trim lines") {
    size_t t = trim_all(ls, ls.size());
    if (SLOW) t += trim_all(ls, ls.size() / 5);
    return t;
  };
  BENCHMARK("stringstream ints") {
    std::ostringstream o;
    for (int i = 0; i < 500; ++i) o << i * 7 << ',';
    return o.str().size();
  };
  BENCHMARK("find substrings") {
    std::string s;
    for (auto& l : ls) s += l;
    size_t c = 0, at = 0;
    while ((at = s.find("of text", at)) != std::string::npos) { ++c; ++at; }
    return c;
  };
  BENCHMARK("uppercase 16k") {
    std::string s(16384, 'a');
    for (size_t i = 0; i < s.size(); ++i) s[i] = static_cast<char>('a' + i % 26);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
    return s[100];
  };
}
