/// Counters behind the verdict table: one row per (slug, variant, type, dimension). Each
/// process writes its rows to $SPHEREBOX_STATS_FILE (if set; "%p" becomes its process id) at
/// exit and now and then, and the verdict tool adds the files up. Single-threaded, like the
/// drivers.
#pragma once
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include <unistd.h>  // getpid

namespace spherebox::ref {

struct stats_row {
  std::string contract;
  std::uint64_t cases = 0;          ///< calls checked, in or out of domain
  std::uint64_t in_domain = 0;      ///< of which inside the claim's domain
  std::uint64_t negatives = 0;      ///< in-domain cases whose exact answer is "no overlap"
  std::uint64_t disagreements = 0;  ///< in-domain answers different from the oracle's
  std::uint64_t violations = 0;     ///< contract violations (must be zero)
  std::uint64_t false_positives = 0;
  double max_ratio = 0;             ///< largest (|D-R|-a*eta)/(u*S) among disagreements (bounded)
  int bound_k = 0;                  ///< the claimed k (bounded), for comparison with max_ratio
  std::uint64_t filtered = 0;       ///< filtered variants (exact): in-domain cases put to the filter
  std::uint64_t fallbacks = 0;      ///< of which the filter left undecided (the exact fallback ran)
  /// classify: the false positives and false negatives that no rounding within the claim's
  /// bound explains (a ratio above its k, or an input on which nothing rounds); the rest of
  /// the disagreements are within the rounding bound of the contract the claim names.
  std::uint64_t fp_beyond = 0, fn_beyond = 0;
  /// The ratios behind max_ratio, in log2 buckets: bucket 0 holds ratios below 2^-11, bucket j
  /// (1..19) those in [2^(j-12), 2^(j-11)), bucket 19 everything from 2^7 (above every k).
  std::array<std::uint64_t, 20> ratio_hist{};

  /// Counts one disagreement's ratio: its histogram bucket and the running maximum.
  void note_ratio(double ratio) {
    int e = 0;
    if (ratio > 0) std::frexp(ratio, &e);  // ratio in [2^(e-1), 2^e)
    ++ratio_hist[ratio > 0 ? std::size_t(std::clamp(e + 11, 0, 19)) : 0];
    if (ratio > max_ratio) max_ratio = ratio;
  }
};

/// A call site's remembered row (stats_table::row(site&, ...)).
struct stats_site {
  std::uint64_t generation = 0;  ///< the table's generation when `found` was looked up
  stats_row* found = nullptr;
};

/// Sites for a key that also names the generator category: one site per category seen.
struct stats_category_sites {
  std::array<std::pair<std::string, stats_site>, 16> known;
  std::size_t used = 0;
  stats_site spare;  ///< shared by categories past the 16th (looked up again whenever it changes)
  std::string spare_category;
  stats_site& at(const std::string& category) {
    for (std::size_t i = 0; i < used; ++i)
      if (known[i].first == category) return known[i].second;
    if (used < known.size()) return known[used].first = category, known[used++].second;
    if (spare_category != category) spare_category = category, spare = {};
    return spare;
  }
};

class stats_table {
 public:
  static stats_table& get() {
    static stats_table* t = [] {
      auto* p = new stats_table;  // never destroyed: usable from atexit handlers
      std::atexit([] { get().flush(); });
      return p;
    }();
    return *t;
  }
  stats_row& row(const std::string& key, std::string_view contract) {
    count_check();
    return row_(key, contract);
  }

  /// Where a call site whose key never changes keeps its row: the key is built and looked up
  /// on the first call only (and again after clear()), not on every case.
  using site = stats_site;
  template <class MakeKey>
  stats_row& row(site& at, MakeKey&& make_key, std::string_view contract) {
    if (!at.found || at.generation != generation_) at.found = &row(make_key(), contract), at.generation = generation_;
    else count_check(), count_update();
    return *at.found;
  }
  using category_sites = stats_category_sites;

  /// A conservative row's in-domain negative (oracle: disjoint), counted again under the
  /// generator category: "fp/<key>/<category>" (negatives, false_positives).
  void note_negative(const std::string& key, bool false_positive) {
    count_negative(row_("fp/" + key + "/" + category, "conservative"), false_positive);
  }
  /// note_negative for a call site: make_key() gives <key>, built once per category seen.
  template <class MakeKey>
  void note_negative(category_sites& sites, MakeKey&& make_key, bool false_positive) {
    site& at = sites.at(category);
    if (!at.found || at.generation != generation_) {
      at.found = &row_("fp/" + make_key() + "/" + category, "conservative"), at.generation = generation_;
    } else {
      count_update();
    }
    count_negative(*at.found, false_positive);
  }
  const std::map<std::string, stats_row>& rows() const { return rows_; }
  /// The generator category of the cases being judged now (the decoder's mode: raw, lattice,
  /// tangent, ...), for the filter rows "fallback/<slug>/<variant>/<type>/<N>/<category>".
  std::string category = "-";
  void clear() { rows_.clear(), ++generation_; }
  /// While paused (a shrinker judging simpler copies of a case), answers go to a scratch row no
  /// report reads; every call site looks its row up again when counting resumes.
  void pause(bool on) { paused_ = on, ++generation_; }

  /// Progress of a long run (ci/verify's property stage): with $SPHEREBOX_PROGRESS_FILE set,
  /// that file is rewritten at most once a second as "<label> <cases> <checks>": what runs now
  /// (set by start_progress), the cases drawn (note_case) and the answers judged (row) since.
  void start_progress(std::string label) {
    label_ = std::move(label), cases_ = checks_ = 0;
    write_progress();
  }
  void note_case() {
    ++cases_;
    tick();
  }
  void write_progress() {
    last_progress_ = std::chrono::steady_clock::now();
    const char* path = std::getenv("SPHEREBOX_PROGRESS_FILE");
    if (!path || !*path) return;
    const std::string tmp = std::string(path) + ".tmp";
    if (FILE* f = std::fopen(tmp.c_str(), "w")) {
      std::fprintf(f, "%s %llu %llu\n", label_.c_str(), (unsigned long long)cases_, (unsigned long long)checks_);
      std::fclose(f);
      std::rename(tmp.c_str(), path);
    }
  }

  /// Writes all rows, replacing the file: "key contract cases in_domain negatives
  /// disagreements violations false_positives max_ratio bound_k filtered fallbacks fp_beyond
  /// fn_beyond ratio_hist",
  /// ratio_hist being "-" when empty, else the 20 bucket counts joined by commas.
  /// "%p" in the path becomes the process id (as in LLVM_PROFILE_FILE), for programs that run
  /// as many processes with one environment (libFuzzer's -fork, -merge).
  void flush() const {
    const char* var = std::getenv("SPHEREBOX_STATS_FILE");
    if (!var || !*var) return;
    std::string path = var;
    if (const auto at = path.find("%p"); at != std::string::npos) path.replace(at, 2, std::to_string(getpid()));
    const std::string tmp = path + ".tmp";
    if (FILE* f = std::fopen(tmp.c_str(), "w")) {
      for (const auto& [k, r] : rows_) {
        std::string hist;
        for (auto n : r.ratio_hist) hist += (hist.empty() ? "" : ",") + std::to_string(n);
        if (std::all_of(r.ratio_hist.begin(), r.ratio_hist.end(), [](auto n) { return n == 0; })) hist = "-";
        std::fprintf(f, "%s %s %llu %llu %llu %llu %llu %llu %.6g %d %llu %llu %llu %llu %s\n", k.c_str(),
                     r.contract.c_str(), (unsigned long long)r.cases, (unsigned long long)r.in_domain,
                     (unsigned long long)r.negatives, (unsigned long long)r.disagreements,
                     (unsigned long long)r.violations, (unsigned long long)r.false_positives, r.max_ratio,
                     r.bound_k, (unsigned long long)r.filtered, (unsigned long long)r.fallbacks,
                     (unsigned long long)r.fp_beyond, (unsigned long long)r.fn_beyond, hist.c_str());
      }
      std::fclose(f);
      std::rename(tmp.c_str(), path.c_str());
    }
  }

 private:
  stats_row& row_(const std::string& key, std::string_view contract) {
    if (paused_) return scratch_ = stats_row{std::string(contract)};
    auto& r = rows_[key];
    if (r.contract.empty()) r.contract = contract;
    count_update();
    return r;
  }
  static void count_negative(stats_row& r, bool false_positive) {
    ++r.negatives;
    r.false_positives += false_positive;
  }
  void count_check() {
    ++checks_;
    tick();
  }
  /// Writes the rows now and then, so a process that is killed still leaves its counts.
  void count_update() {
    if (++updates_ % 100000 == 0) flush();
  }
  void tick() {
    if ((++ticks_ & 255) == 0 && std::chrono::steady_clock::now() - last_progress_ >= std::chrono::seconds(1))
      write_progress();
  }

  std::map<std::string, stats_row> rows_;  // node-based: a row's address never changes
  std::uint64_t updates_ = 0;
  std::uint64_t generation_ = 1;  // bumped by clear(), which frees every row, and by pause()
  bool paused_ = false;
  stats_row scratch_;
  std::string label_ = "-";
  std::uint64_t cases_ = 0, checks_ = 0, ticks_ = 0;
  std::chrono::steady_clock::time_point last_progress_{};
};

}  // namespace spherebox::ref
