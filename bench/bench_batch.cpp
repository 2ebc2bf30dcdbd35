/// The batch kernels (spherebox/batch): one ball against N boxes and N ball–box pairs, as a
/// bitmask and as compacted indices, for every kernel of batch::all this CPU runs (the exact
/// kernels, batch_exact_*, in the two bitmask forms: their indices forms add only the same
/// compaction), float and double, in cache (4,096 and 32,768 boxes) and streaming (2,000,000
/// boxes: 48 MB of float boxes, beyond the last-level cache), and in the L1 data cache (1,024
/// boxes) for reference. Beside them, in the same run, the machine's read
/// bandwidth on the same arrays: readers that stream the six coordinate arrays with the
/// widest loads and no other work (bandwidth_readers.hpp). docs/performance.md has the numbers.
///
/// What one iteration measures: one call of the batch API over the whole span (the results
/// are written to memory and escape through ClobberMemory). ns/test = CPU time / N;
/// bytes_per_second counts the box (and, for pairs, ball) bytes the call must read.
/// Streaming spans (beyond the last-level cache) are measured in pairs, to be robust against a
/// shared machine's drifting memory bandwidth: each iteration first streams the same six box
/// arrays with the widest reader, then calls the kernel, each timed by the thread's CPU clock;
/// the kernel's time is the iteration time, and paired_fraction = (kernel bytes/s) / (reader
/// bytes/s) over the same iterations.
#include <spherebox/spherebox.hpp>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <type_traits>
#include <memory>
#include <string>
#include <vector>

#include "bandwidth_readers.hpp"
#include "common.hpp"
#include "paper_data.hpp"

namespace {

using namespace spherebox::bench;
namespace sb = spherebox;

/// 1,024 boxes (24 KB of floats) stay in the L1 data cache, 4,096 and 32,768 in L2 (96 KB,
/// 768 KB), 2,000,000 (48 MB) stream from memory.
constexpr std::size_t batch_sizes[] = {1024, 4096, 32768, 2000000};

/// Spans of at least this many bytes of boxes are streaming (the L3 is 32 MB on the machine
/// of docs/performance.md; 2,000,000 float boxes are 48 MB).
constexpr std::size_t streaming_bytes = 40u << 20;

/// CPU time of this thread in seconds.
double thread_seconds() noexcept {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

/// The widest reader this CPU runs (bandwidth_readers.hpp).
reader widest_reader() noexcept {
  for (reader r : all_readers)
    if (reader_supported(r)) return r;
  return reader::sse2;
}

template <class T>
bool streaming(std::size_t n) { return n * 6 * sizeof(T) >= streaming_bytes; }

/// Boxes from the paper's AABB distribution (paper_data.hpp) with the query ball at the
/// origin, radius 0.1 (it meets about one box in eight); balls for the pairs form from the
/// paper's ball distribution (about a quarter of the pairs overlap). Double sets hold the same
/// values. The pairs are far from tangency: the exact kernels' filters decide every lane.
template <class T>
struct batch_set {
  std::size_t n = 0;
  sb::box_soa<T, 3> boxes;
  sb::ball_soa<T, 3> balls;
  sb::ball<T, 3> query{{T(0), T(0), T(0)}, T(0.1)};
  double hit_one = 0, hit_pairs = 0;
};

template <class T>
const batch_set<T>& batch_data(std::size_t n) {
  static std::unique_ptr<batch_set<T>> slot;
  if (slot && slot->n == n) return *slot;
  slot.reset();
  slot = std::make_unique<batch_set<T>>();
  slot->n = n;
  paper_rng g(paper_seed + 7000 + n);
  slot->boxes.reserve(n), slot->balls.reserve(n);
  std::size_t one = 0, pairs = 0;
  for (std::size_t j = 0; j < n; ++j) {
    aabb_pair p;
    draw(g, p);
    sb::box<T, 3> b;
    sb::ball<T, 3> s;
    for (int i = 0; i < 3; ++i) b.min[i] = p.b.min[i], b.max[i] = p.b.max[i], s.center[i] = p.s.center[i];
    s.radius = p.s.radius;
    slot->boxes.push_back(b), slot->balls.push_back(s);
    one += sb::sphere_aabb::branchless::test(slot->query, b);
    pairs += sb::sphere_aabb::branchless::test(s, b);
  }
  slot->hit_one = static_cast<double>(one) / static_cast<double>(n);
  slot->hit_pairs = static_cast<double>(pairs) / static_cast<double>(n);
  return *slot;
}

template <class T>
const char* type_name() { return std::is_same_v<T, float> ? "float" : "double"; }

enum class form { one_mask, one_indices, pairs_mask, pairs_indices };
constexpr form all_forms[] = {form::one_mask, form::one_indices, form::pairs_mask, form::pairs_indices};
const char* form_name(form f) {
  switch (f) {
    case form::one_mask: return "one_mask";
    case form::one_indices: return "one_indices";
    case form::pairs_mask: return "pairs_mask";
    case form::pairs_indices: return "pairs_indices";
  }
  return "?";
}
bool pairs(form f) { return f == form::pairs_mask || f == form::pairs_indices; }

/// Checks (untimed) that kernel K's mask equals its twin's answers pair by pair (branchless
/// for the approximate kernels, sphere_aabb::exact for the exact ones); stops otherwise.
template <class K, class T>
void verify(const batch_set<T>& d, bool many, const std::vector<std::uint64_t>& words) {
  using twin = typename K::twin;
  const auto b = d.boxes.view();
  const auto s = d.balls.view();
  for (std::size_t j = 0; j < d.n; ++j) {
    const bool want = twin::test(many ? s[j] : d.query, b[j]);
    if (((words[j / 64] >> (j % 64)) & 1u) != want) {
      std::fprintf(stderr, "%s disagrees with %s at %zu\n", std::string(K::name).c_str(),
                   std::string(twin::name).c_str(), j);
      std::abort();
    }
  }
}

template <class K, class T>
void run_kernel(benchmark::State& st, std::size_t n, form f) {
  const auto& d = batch_data<T>(n);
  const auto b = d.boxes.view();
  const auto s = d.balls.view();
  std::vector<std::uint64_t> words(sb::mask_words(n));
  std::vector<std::uint32_t> out(n);
  const bool many = pairs(f);
  if (many) sb::overlaps_mask<K>(s, b, words.data());
  else sb::overlaps_mask<K>(d.query, b, words.data());
  verify<K>(d, many, words);
  auto call = [&] {
    switch (f) {
      case form::one_mask: sb::overlaps_mask<K>(d.query, b, words.data()); break;
      case form::pairs_mask: sb::overlaps_mask<K>(s, b, words.data()); break;
      case form::one_indices: {
        std::size_t c = sb::overlaps_indices<K>(d.query, b, out.data());
        benchmark::DoNotOptimize(c);
        break;
      }
      case form::pairs_indices: {
        std::size_t c = sb::overlaps_indices<K>(s, b, out.data());
        benchmark::DoNotOptimize(c);
        break;
      }
    }
    benchmark::ClobberMemory();
  };
  const std::size_t per = (many ? 10 : 6) * sizeof(T);  // bytes read per test
  if (streaming<T>(n)) {
    const streams6 boxes{b.min[0], b.min[1], b.min[2], b.max[0], b.max[1], b.max[2]};
    const reader r = widest_reader();
    double read_time = 0, kernel_time = 0;
    for (auto _ : st) {
      const double t0 = thread_seconds();
      std::uint64_t sum = read_streams(r, boxes, n * sizeof(T));
      benchmark::DoNotOptimize(sum);
      const double t1 = thread_seconds();
      call();
      const double t2 = thread_seconds();
      st.SetIterationTime(t2 - t1);
      read_time += t1 - t0, kernel_time += t2 - t1;
    }
    const double iters = static_cast<double>(st.iterations());
    const double read_rate = iters * static_cast<double>(n * 6 * sizeof(T)) / read_time;
    st.counters["read_bytes_per_second"] = read_rate;
    st.counters["paired_fraction"] = iters * static_cast<double>(n * per) / kernel_time / read_rate;
  } else {
    for (auto _ : st) call();
  }
  st.SetBytesProcessed(static_cast<std::int64_t>(st.iterations() * n * per));
  st.counters["hit_rate"] = many ? d.hit_pairs : d.hit_one;
}

template <class T>
void run_reader(benchmark::State& st, std::size_t n, reader r) {
  const auto& d = batch_data<T>(n);
  const auto b = d.boxes.view();
  const std::array<const void*, 6> streams{b.min[0], b.min[1], b.min[2], b.max[0], b.max[1], b.max[2]};
  for (auto _ : st) {
    std::uint64_t sum = read_streams(r, streams, n * sizeof(T));
    benchmark::DoNotOptimize(sum);
  }
  st.SetBytesProcessed(static_cast<std::int64_t>(st.iterations() * n * 6 * sizeof(T)));
}

template <class T>
void register_type() {
  const std::string t = type_name<T>();
  for (std::size_t n : batch_sizes) {
    const std::string at = t + "/" + std::to_string(n) + "/";
    const auto tests = static_cast<double>(n);
    for (reader r : all_readers)
      if (reader_supported(r))
        add("bandwidth/" + at + reader_name(r), entry{"bandwidth", reader_name(r), t, -1, n, "read", tests, ""},
            [n, r](benchmark::State& st) { run_reader<T>(st, n, r); });
    for (form f : all_forms)
      sb::batch::all::for_each([&](auto k) {
        using K = decltype(k);
        constexpr bool exact = std::is_same_v<typename K::twin, sb::sphere_aabb::exact>;
        if (!K::supported() || (exact && (f == form::one_indices || f == form::pairs_indices))) return;
        std::string note;
        if (std::is_same_v<K, sb::batch::dispatch> || std::is_same_v<K, sb::batch::exact_dispatch>)
          note = "runs " + std::string(sb::batch::name(sb::batch::active_kernel()));
        auto* bm = add("batch/" + at + form_name(f) + "/" + std::string(K::name),
                       entry{"batch", std::string(K::name), t, -1, n, form_name(f), tests, note, streaming<T>(n)},
                       [n, f](benchmark::State& st) { run_kernel<K, T>(st, n, f); });
        if (streaming<T>(n)) bm->UseManualTime();
      });
  }
}

const register_suite suite(rank_batch, [] {
  register_type<float>();
  register_type<double>();
});

}  // namespace
