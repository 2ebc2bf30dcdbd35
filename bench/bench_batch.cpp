/// The batch kernels (spherebox/batch): one ball against N boxes and N ball–box pairs, as a
/// bitmask and as compacted indices, for every kernel of batch::all this CPU runs (the exact
/// kernels, batch_exact_*, in the two bitmask forms: their indices forms add only the same
/// compaction), float and double, in cache (4,096 and 32,768 boxes) and streaming (2,000,000
/// boxes: 48 MB of float boxes, beyond the last-level cache), and in the L1 data cache (1,024
/// boxes) for reference. And the other pairs' kernels (aabb_aabb closed and open, one box vs N
/// boxes and box–box pairs; swept_aabb, one moving box vs N boxes with both time arrays;
/// sphere_obb, one ball vs N OBBs), float, at 4,096, 32,768 and 2,000,000 elements, each form
/// with its batch_scalar (batch_open_scalar) kernel as the scalar variant it is measured
/// against. Beside them, in the same run, the machine's read
/// bandwidth on the same arrays: readers that stream the six box arrays with SSE2, AVX2 and
/// AVX-512 loads and no other work (bandwidth_readers.hpp). docs/performance.md has the numbers.
///
/// What one iteration measures: one call of the batch API over the whole span (the results
/// are written to memory and escape through ClobberMemory). ns/test = CPU time / N;
/// bytes_per_second counts the box (and, for pairs, ball) bytes the call must read.
/// Streaming spans (beyond the last-level cache) are measured in pairs, to be robust against a
/// shared machine's drifting memory bandwidth: each iteration first streams the arrays the
/// kernel reads (all of them, and only those) with one reader, each iteration the next of the
/// readers this CPU runs, then calls the kernel, each timed by the thread's CPU clock;
/// the kernel's time is the iteration time, and paired_fraction = (kernel bytes/s) / (the
/// fastest reader's bytes/s) over the same iterations. The fastest, not the widest: which
/// reader streams fastest changes from run to run (docs/performance.md, the 2026-11-29 run).
#include <spherebox/all.hpp>

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

/// The readers this CPU runs (bandwidth_readers.hpp), widest first.
std::vector<reader> supported_readers() {
  std::vector<reader> rs;
  for (reader r : all_readers)
    if (reader_supported(r)) rs.push_back(r);
  return rs;
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

/// Times call() over the benchmark's iterations: a plain loop in cache; for a streaming span
/// (streaming<T>(n)) each iteration first streams `cols`, the arrays of n T the call reads,
/// with one reader (the readers this CPU runs in turn, one per iteration) and then calls the
/// kernel, each timed by the thread's CPU clock, the kernel's time being the iteration time;
/// paired_fraction = (kernel bytes/s) / (the fastest reader's bytes/s) over the same
/// iterations, both counting the same bytes: one T of each array per test (bytes_per_second
/// too). paired_reader: which reader was fastest (its index in all_readers).
template <class T, class Call>
void time_calls(benchmark::State& st, std::size_t n, const stream_set& cols, Call&& call) {
  const std::size_t per = static_cast<std::size_t>(cols.count) * sizeof(T);  // bytes read per test
  if (streaming<T>(n)) {
    const std::vector<reader> rs = supported_readers();
    std::vector<double> read_time(rs.size(), 0.0), read_passes(rs.size(), 0.0);
    double kernel_time = 0;
    std::size_t pass = 0;
    for (auto _ : st) {
      const std::size_t k = pass++ % rs.size();
      const double t0 = thread_seconds();
      std::uint64_t sum = read_streams(rs[k], cols, n * sizeof(T));
      benchmark::DoNotOptimize(sum);
      const double t1 = thread_seconds();
      call();
      const double t2 = thread_seconds();
      st.SetIterationTime(t2 - t1);
      read_time[k] += t1 - t0, read_passes[k] += 1, kernel_time += t2 - t1;
    }
    double read_rate = 0, fastest = 0;
    for (std::size_t k = 0; k < rs.size(); ++k) {
      const double rate = read_passes[k] * static_cast<double>(n * per) / read_time[k];
      if (read_passes[k] > 0 && rate > read_rate)
        read_rate = rate, fastest = static_cast<double>(static_cast<int>(rs[k]));
    }
    const double iters = static_cast<double>(st.iterations());
    st.counters["read_bytes_per_second"] = read_rate;
    st.counters["paired_reader"] = fastest;
    st.counters["paired_fraction"] = iters * static_cast<double>(n * per) / kernel_time / read_rate;
  } else {
    for (auto _ : st) call();
  }
  st.SetBytesProcessed(static_cast<std::int64_t>(st.iterations() * n * per));
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
  stream_set cols;  // the arrays the call reads: the boxes, and for pairs the balls
  for (int i = 0; i < 3; ++i) cols.add(b.min[i]).add(b.max[i]);
  if (many) cols.add(s.center[0]).add(s.center[1]).add(s.center[2]).add(s.radius);
  time_calls<T>(st, n, cols, call);
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

// --- The batch kernels of aabb_aabb, swept_aabb and sphere_obb --------------------------------

/// Float data from the paper's distributions (paper_data.hpp) for the other pairs' kernels:
/// the AABBs of batch_data, the box of each pair's ball as the pairs form's query boxes, the
/// OBBs of the paper's OBB distribution, and the one-query shapes: the box [-0.1, 0.1]^3 (it
/// meets about one box in eight), the same box moving by (0.5, 0.25, 0) during the frame (z
/// stays: slab's v == 0 branch), and the ball of batch_data for the OBBs.
struct pair_set {
  std::size_t n = 0;
  sb::box_soa<float, 3> boxes, query_boxes;
  sb::obb_soa<float, 3> obbs;
  sb::box<float, 3> query{{-0.1f, -0.1f, -0.1f}, {0.1f, 0.1f, 0.1f}};
  sb::velocity<float, 3> moving{0.5f, 0.25f, 0.0f};
  sb::ball<float, 3> ball{{0, 0, 0}, 0.1f};
};

const pair_set& pair_data(std::size_t n) {
  static std::unique_ptr<pair_set> slot;
  if (slot && slot->n == n) return *slot;
  slot.reset();
  slot = std::make_unique<pair_set>();
  slot->n = n;
  const auto& d = batch_data<float>(n);
  for (std::size_t j = 0; j < n; ++j) {
    const auto s = d.balls.view()[j];
    sb::box<float, 3> q;
    for (int i = 0; i < 3; ++i) q.min[i] = s.center[i] - s.radius, q.max[i] = s.center[i] + s.radius;
    slot->query_boxes.push_back(q);
  }
  slot->boxes = d.boxes;
  paper_rng g(paper_seed + 9000 + n);
  slot->obbs.reserve(n);
  for (std::size_t j = 0; j < n; ++j) {
    obb_pair p;
    draw(g, p);
    slot->obbs.push_back(p.b);
  }
  return *slot;
}

/// The forms of the other pairs' kernels: aabb_* one box vs the boxes (closed kernels; the open
/// ones as aabb_open_one_mask) and box-box pairs, swept_one_times the moving box vs the boxes
/// with both time arrays, obb_one_mask the ball vs the OBBs.
enum class pair_form { aabb_one, aabb_open_one, aabb_pairs, swept_one, obb_one };
const char* pair_form_name(pair_form f) {
  switch (f) {
    case pair_form::aabb_one: return "aabb_one_mask";
    case pair_form::aabb_open_one: return "aabb_open_one_mask";
    case pair_form::aabb_pairs: return "aabb_pairs_mask";
    case pair_form::swept_one: return "swept_one_times";
    case pair_form::obb_one: return "obb_one_mask";
  }
  return "?";
}

/// Checks (untimed) that kernel K's answers equal its twin's on every element; stops otherwise.
template <class K>
void verify_pair(const pair_set& d, pair_form f, const std::vector<std::uint64_t>& w, const std::vector<float>& enter) {
  for (std::size_t j = 0; j < d.n; ++j) {
    bool want = false, same = true;
    if constexpr (std::is_same_v<typename K::twin, sb::swept_aabb::slab>) {
      const auto r = K::twin::test(d.query, d.moving, d.boxes.view()[j], sb::velocity<float, 3>{});
      want = r.hit, same = !r.hit || r.enter == enter[j];
    } else if constexpr (std::is_same_v<typename K::twin, sb::sphere_obb::qri>) {
      want = K::twin::test(d.ball, d.obbs.view()[j]);
    } else {
      want = K::twin::test(f == pair_form::aabb_pairs ? d.query_boxes.view()[j] : d.query, d.boxes.view()[j]);
    }
    if (((w[j / 64] >> (j % 64)) & 1u) != want || !same) {
      std::fprintf(stderr, "%s (%s) disagrees with %s at %zu\n", std::string(K::name).c_str(), pair_form_name(f),
                   std::string(K::twin::name).c_str(), j);
      std::abort();
    }
  }
}

template <class K>
void run_pair_kernel(benchmark::State& st, std::size_t n, pair_form f) {
  const auto& d = pair_data(n);
  const auto b = d.boxes.view(), q = d.query_boxes.view();
  const auto o = d.obbs.view();
  std::vector<std::uint64_t> w(sb::mask_words(n));
  std::vector<float> enter(n), leave(n);
  stream_set cols;  // the arrays the call reads
  if (f == pair_form::obb_one) {
    for (int i = 0; i < 3; ++i) {
      cols.add(o.center[i]).add(o.half[i]);
      for (int k = 0; k < 3; ++k) cols.add(o.axes[i][k]);
    }
  } else {
    for (int i = 0; i < 3; ++i) cols.add(b.min[i]).add(b.max[i]);
    if (f == pair_form::aabb_pairs)
      for (int i = 0; i < 3; ++i) cols.add(q.min[i]).add(q.max[i]);
  }
  auto call = [&] {
    if constexpr (std::is_same_v<typename K::twin, sb::swept_aabb::slab>) {
      sb::sweep_mask<K>(d.query, d.moving, b, w.data(), enter.data(), leave.data());
    } else if constexpr (std::is_same_v<typename K::twin, sb::sphere_obb::qri>) {
      sb::overlaps_mask<K>(d.ball, o, w.data());
    } else {
      if (f == pair_form::aabb_pairs) sb::overlaps_mask<K>(q, b, w.data());
      else sb::overlaps_mask<K>(d.query, b, w.data());
    }
    benchmark::ClobberMemory();
  };
  call();
  verify_pair<K>(d, f, w, enter);
  time_calls<float>(st, n, cols, call);
  std::size_t hits = 0;
  for (auto x : w) hits += static_cast<std::size_t>(__builtin_popcountll(x));
  st.counters["hit_rate"] = static_cast<double>(hits) / static_cast<double>(n);
}

/// The other pairs' kernels, float, in cache (4,096 and 32,768 elements) and streaming
/// (2,000,000: 48 MB of boxes, 120 MB of OBBs).
void register_pairs() {
  for (std::size_t n : {std::size_t(4096), std::size_t(32768), std::size_t(2000000)}) {
    const std::string at = "float/" + std::to_string(n) + "/";
    auto add_kernel = [&](auto k, pair_form f) {
      using K = decltype(k);
      if (!K::supported()) return;
      std::string note;
      if (std::string(K::name).find("dispatch") != std::string::npos)
        note = "runs " + std::string(sb::batch::name(sb::batch::active_kernel()));
      auto* bm = add("batch/" + at + pair_form_name(f) + "/" + std::string(K::name),
                     entry{"batch", std::string(K::name), "float", -1, n, pair_form_name(f), static_cast<double>(n),
                           note, streaming<float>(n)},
                     [n, f](benchmark::State& st) { run_pair_kernel<K>(st, n, f); });
      if (streaming<float>(n)) bm->UseManualTime();
    };
    sb::aabb_aabb::batch_all::for_each([&](auto k) {
      add_kernel(k, decltype(k)::open_sets ? pair_form::aabb_open_one : pair_form::aabb_one);
      if (!decltype(k)::open_sets) add_kernel(k, pair_form::aabb_pairs);
    });
    sb::swept_aabb::batch_all::for_each([&](auto k) { add_kernel(k, pair_form::swept_one); });
    sb::sphere_obb::batch_all::for_each([&](auto k) { add_kernel(k, pair_form::obb_one); });
  }
}

const register_suite suite(rank_batch, [] {
  register_type<float>();
  register_type<double>();
  register_pairs();
});

}  // namespace
