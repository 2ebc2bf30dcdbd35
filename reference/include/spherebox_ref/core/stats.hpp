/// Counters behind the verdict table: one row per (slug, variant, type, dimension). Each
/// process writes its rows to $SPHEREBOX_STATS_FILE (if set) at exit and now and then, and
/// the verdict tool adds the files up. Single-threaded, like the drivers.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

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
  stats_row& row(const std::string& key, const std::string& contract) {
    auto& r = rows_[key];
    if (r.contract.empty()) r.contract = contract;
    if (++updates_ % 100000 == 0) flush();
    return r;
  }
  const std::map<std::string, stats_row>& rows() const { return rows_; }
  /// The generator category of the cases being judged now (the decoder's mode: raw, lattice,
  /// tangent, ...), for the filter rows "fallback/<slug>/<variant>/<type>/<N>/<category>".
  std::string category = "-";
  void clear() { rows_.clear(); }

  /// Writes all rows, replacing the file: "key contract cases in_domain negatives
  /// disagreements violations false_positives max_ratio bound_k filtered fallbacks".
  void flush() const {
    const char* path = std::getenv("SPHEREBOX_STATS_FILE");
    if (!path || !*path) return;
    const std::string tmp = std::string(path) + ".tmp";
    if (FILE* f = std::fopen(tmp.c_str(), "w")) {
      for (const auto& [k, r] : rows_)
        std::fprintf(f, "%s %s %llu %llu %llu %llu %llu %llu %.6g %d %llu %llu\n", k.c_str(), r.contract.c_str(),
                     (unsigned long long)r.cases, (unsigned long long)r.in_domain,
                     (unsigned long long)r.negatives, (unsigned long long)r.disagreements,
                     (unsigned long long)r.violations, (unsigned long long)r.false_positives, r.max_ratio,
                     r.bound_k, (unsigned long long)r.filtered, (unsigned long long)r.fallbacks);
      std::fclose(f);
      std::rename(tmp.c_str(), path);
    }
  }

 private:
  std::map<std::string, stats_row> rows_;
  std::uint64_t updates_ = 0;
};

}  // namespace spherebox::ref
