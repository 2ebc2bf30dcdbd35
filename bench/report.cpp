// The report of one spherebox_bench run (report.hpp): results.csv, table.md, chart data.
#include "report.hpp"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <set>
#include <stdexcept>

#include <spherebox/sphere_aabb/variants.hpp>

#include "near_tangent_data.hpp"
#include "paper_data.hpp"

namespace spherebox::bench {
namespace {

std::string format(const char* f, ...) {
  char buf[512];
  va_list a;
  va_start(a, f);
  std::vsnprintf(buf, sizeof buf, f, a);
  va_end(a);
  return buf;
}
std::string ns_text(double ns) {
  return format(ns < 1 ? "%.3f" : ns < 10 ? "%.2f" : ns < 100 ? "%.1f" : "%.0f", ns);
}
/// A figure and its spread over the repetitions: "2.41 ±1.3 %" (no suffix for one repetition).
std::string figure_text(const result& r) {
  return ns_text(r.ns_per_test) + (r.spread >= 0 ? format(" ±%.1f %%", 100 * r.spread) : "");
}
std::string ratio_text(double r) { return format(r < 0.1 ? "%.3f×" : "%.2f×", r); }
std::string percent_text(double x) { return format(x < 0.001 ? "%.4f %%" : "%.2f %%", 100 * x); }
std::string gbs_text(double bytes_per_second) { return format("%.1f", bytes_per_second / 1e9); }
std::string size_text(std::size_t n) {
  std::string s = std::to_string(n);
  for (int at = static_cast<int>(s.size()) - 3; at > 0; at -= 3) s.insert(static_cast<std::size_t>(at), ",");
  return s;
}

std::string join(const std::vector<std::string>& parts, const char* between) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : between) + p;
  return out;
}

std::string repeat(const std::string& s, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

/// The rest of a table's header row after its first column: a column per paper frequency,
/// "wrong answers" and the columns `more`; then the rule under the whole row.
std::string frequency_head(const std::vector<std::string>& more) {
  std::string md;
  for (int f : paper_frequencies) md += format(" %d %% |", f);
  md += " wrong answers |";
  for (const auto& m : more) md += " " + m + " |";
  md += "\n|---|" + repeat("---:|", std::size(paper_frequencies)) + "---|";
  for (std::size_t i = 0; i < more.size(); ++i) md += "---|";
  return md + "\n";
}

template <class R>
bool failed(const R& r) {
  if constexpr (requires { r.skipped; }) return r.skipped != 0;
  else return r.error_occurred;
}

/// Methods of a suite in the order they were run.
std::vector<std::string> methods_of(const std::vector<std::string>& order, const std::map<std::string, result>& all,
                                    const std::string& suite) {
  std::vector<std::string> m;
  for (const auto& name : order) {
    const auto& e = all.at(name).e;
    if (e.suite == suite && std::find(m.begin(), m.end(), e.method) == m.end()) m.push_back(e.method);
  }
  return m;
}

/// A counter of a result, 0 when absent.
double counter_value(const result& r, const std::string& k) {
  const auto it = r.counters.find(k);
  return it == r.counters.end() ? 0.0 : it->second;
}

/// The approximate kernel of an exact batch kernel's instruction set (batch_exact_avx512 ->
/// batch_avx512, batch_exact_dispatch -> batch_dispatch); empty for any other method.
std::string approximate_kernel(const std::string& method) {
  const std::string prefix = "batch_exact_";
  return method.rfind(prefix, 0) == 0 ? "batch_" + method.substr(prefix.size()) : std::string();
}

/// The name of a single-pair data set: "paper 5 %", or "near-tangent".
std::string data_text(int percent) { return percent >= 0 ? format("paper %d %%", percent) : "near-tangent"; }

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  if (!(out << text)) throw std::runtime_error("cannot write " + path);
}

}  // namespace

void collector::ReportRuns(const std::vector<Run>& runs) {
  if (!runs.empty()) {
    const auto it = catalogue().find(runs.front().run_name.function_name);
    // The readers belong to the batch suite's heading: they run interleaved with it.
    const std::string heading = it == catalogue().end() ? last_suite_
                                : it->second.suite == "bandwidth" ? "batch" : it->second.suite;
    if (heading != last_suite_) {
      last_suite_ = heading;
      std::size_t count = 0;
      for (const auto& [name, e] : catalogue()) count += e.suite == heading || (heading == "batch" && e.suite == "bandwidth");
      GetOutputStream() << "== suite " << last_suite_ << " (" << count << " benchmarks registered)\n";
    }
  }
  // The spread over repetitions: stddev / mean of the same time the figure uses (unit-free).
  // A streaming row's paired fraction is a counter of each repetition; its aggregates give the
  // fraction's own spread, the same way.
  std::map<std::string, double> mean, stddev, fraction_mean, fraction_stddev;
  for (const auto& r : runs) {
    if (failed(r) || r.run_type != Run::RT_Aggregate) continue;
    const auto it = catalogue().find(r.run_name.function_name);
    if (it == catalogue().end()) continue;
    const double t = it->second.manual_time ? r.GetAdjustedRealTime() : r.GetAdjustedCPUTime();
    const auto f = r.counters.find("paired_fraction");
    if (r.aggregate_name == "mean") {
      mean[it->first] = t;
      if (f != r.counters.end()) fraction_mean[it->first] = f->second.value;
    }
    if (r.aggregate_name == "stddev") {
      stddev[it->first] = t;
      if (f != r.counters.end()) fraction_stddev[it->first] = f->second.value;
    }
  }
  for (const auto& r : runs) {
    const bool is_median = r.run_type == Run::RT_Aggregate && r.aggregate_name == "median";
    if (failed(r) || (r.run_type == Run::RT_Aggregate && !is_median)) continue;
    const auto it = catalogue().find(r.run_name.function_name);
    if (it == catalogue().end()) continue;
    auto [slot, fresh] = results_.try_emplace(it->first);
    if (fresh) order_.push_back(it->first);
    else if (slot->second.median && !is_median) continue;
    result& out = slot->second;
    out.e = it->second;
    out.median = is_median;
    const double per = out.e.manual_time ? r.GetAdjustedRealTime() : r.GetAdjustedCPUTime();
    const double seconds = per / benchmark::GetTimeUnitMultiplier(r.time_unit);
    out.ns_per_test = seconds * 1e9 / out.e.tests;
    out.counters.clear();
    for (const auto& [k, c] : r.counters) out.counters[k] = c.value;
    const auto b = out.counters.find("bytes_per_second");
    out.bytes_per_second = b == out.counters.end() ? 0 : b->second;
    out.repetitions = is_median ? static_cast<int>(r.repetitions) : 1;
    const auto m = mean.find(it->first), sd = stddev.find(it->first);
    out.spread = is_median && m != mean.end() && sd != stddev.end() && m->second > 0 ? sd->second / m->second : -1;
    const auto fm = fraction_mean.find(it->first), fsd = fraction_stddev.find(it->first);
    out.fraction_spread = is_median && fm != fraction_mean.end() && fsd != fraction_stddev.end() && fm->second > 0
                              ? fsd->second / fm->second
                              : -1;
  }
  ConsoleReporter::ReportRuns(runs);
  GetOutputStream().flush();  // progress, also when the output is a pipe
}

std::string cannot_judge(const result& r) {
  const bool batch = r.e.suite == "batch" || r.e.suite == "bandwidth";
  const std::string what = r.e.method + (r.e.frequency >= 0 ? format(" at %d %%", r.e.frequency)
                                         : batch             ? " at " + size_text(r.e.size)
                                                             : "");
  if (r.repetitions < min_repetitions || r.spread < 0)
    return what + ": " + std::to_string(r.repetitions) + " repetition(s), spread unknown";
  if (r.spread > max_spread)
    return what + format(": spread %.1f %% across repetitions (limit %.0f %%)", 100 * r.spread, 100 * max_spread);
  return "";
}

std::string judged(bool met, const std::vector<const result*>& used, const std::string& extra) {
  std::vector<std::string> why;
  if (!extra.empty()) why.push_back(extra);
  for (const result* r : used)
    if (r)
      if (auto w = cannot_judge(*r); !w.empty() && std::find(why.begin(), why.end(), w) == why.end()) why.push_back(w);
  if (why.empty()) return met ? "**met**" : "**NOT met**";
  std::string out = "**cannot judge** (";
  const std::size_t shown = std::min<std::size_t>(why.size(), 3);
  for (std::size_t i = 0; i < shown; ++i) out += (i ? "; " : "") + why[i];
  if (why.size() > shown) out += format("; and %zu more", why.size() - shown);
  return out + ")";
}

const result* collector::find(const std::string& suite, const std::string& method, const std::string& type,
                              int frequency, std::size_t size, const std::string& form) const {
  for (const auto& name : order_) {
    const auto& r = results_.at(name);
    const auto& e = r.e;
    if (e.suite == suite && e.method == method && e.type == type && e.frequency == frequency &&
        (frequency >= 0 || e.size == size) && e.form == form)
      return &r;
  }
  return nullptr;
}

/// The ratio to the suite's baseline in this run: arvo of the same suite and data set (paper
/// and near-tangent suites), the library's sphere–AABB arvo on the same data (peers), and for
/// batch kernels of the same type, size and form: batch_scalar (batch_open_scalar for
/// aabb_aabb's open-set kernels), or for an exact kernel the approximate kernel of the same
/// instruction set. 0 when there is no baseline.
double collector::ratio(const result& r, std::string* to) const {
  const auto& e = r.e;
  const result* base = nullptr;
  if (e.suite == "paper_sphere_aabb" || e.suite == "paper_sphere_obb" || e.suite == "near_tangent") {
    base = find(e.suite, "arvo", e.type, e.frequency, e.size, ""), *to = e.suite + "/arvo";
  } else if (e.suite == "peers") {
    base = find("paper_sphere_aabb", "arvo", e.type, e.frequency, 0, ""), *to = "paper_sphere_aabb/arvo";
  } else if (e.suite == "near_tangent_peers") {
    base = find("near_tangent", "arvo", e.type, e.frequency, e.size, ""), *to = "near_tangent/arvo";
  } else if (e.suite == "batch") {
    const std::string approximate = approximate_kernel(e.method);
    const bool open = e.method.rfind("batch_open_", 0) == 0;  // aabb_aabb's open-set kernels
    const std::string kernel = !approximate.empty() ? approximate : open ? "batch_open_scalar" : "batch_scalar";
    base = find("batch", kernel, e.type, -1, e.size, e.form), *to = "batch/" + kernel;
  }
  if (!base || base->ns_per_test <= 0) return to->clear(), 0.0;
  return r.ns_per_test / base->ns_per_test;
}

/// bytes/s of a batch result over the best reader's bytes/s on the same arrays in this run.
/// Streaming rows carry their own fraction, measured pass by pass against the reader
/// (bench_batch.cpp); it is preferred when present.
double collector::bandwidth_fraction(const result& r) const {
  if (r.e.suite != "batch" || r.bytes_per_second <= 0) return 0;
  if (const auto it = r.counters.find("paired_fraction"); it != r.counters.end()) return it->second;
  double best = 0;
  for (const auto& [name, b] : results_)
    if (b.e.suite == "bandwidth" && b.e.type == r.e.type && b.e.size == r.e.size)
      best = std::max(best, b.bytes_per_second);
  return best > 0 ? r.bytes_per_second / best : 0;
}

std::string collector::streaming_basis(const result& r, std::vector<const result*>& used) const {
  used.clear();
  std::vector<std::string> why;
  const double frac = bandwidth_fraction(r);
  // A kernel cannot read faster than the plain read of the same arrays: a fraction above 1 says
  // the reference was measured slower than it is, and then it judges nothing.
  if (frac > 1.0) why.push_back(format("the fraction %.0f %% is above 100 %%: the read reference is unreliable", 100 * frac));
  if (r.counters.count("paired_fraction")) {
    // The fraction divides the kernel by the reader paired with it, pass by pass, so that the
    // drift of the machine's bandwidth cancels: the fraction's own spread over the repetitions
    // is the figure's spread. The kernel row's time spread is that drift, and judges nothing.
    if (r.repetitions < min_repetitions || r.fraction_spread < 0)
      why.push_back(r.e.method + " at " + size_text(r.e.size) + ": " + std::to_string(r.repetitions) +
                    " repetition(s), the fraction's spread unknown");
    else if (r.fraction_spread > max_spread)
      why.push_back(format("the fraction's spread %.1f %% across repetitions (limit %.0f %%)", 100 * r.fraction_spread,
                           100 * max_spread));
  } else {
    // Divided by the fastest standalone read of the same size: the kernel row and those rows
    // are judged by their own spreads.
    used.push_back(&r);
    for (const auto& [name, b] : results_)
      if (b.e.suite == "bandwidth" && b.e.type == r.e.type && b.e.size == r.e.size) used.push_back(&b);
  }
  return join(why, "; ");
}

std::string collector::fraction_text(const result& r) const {
  return percent_text(bandwidth_fraction(r)) + (r.fraction_spread >= 0 ? format(" ±%.1f %%", 100 * r.fraction_spread) : "");
}

void collector::write_csv(const std::string& path) const {
  std::string csv =
      "suite,method,type,frequency_pct,size,form,ns_per_test,ratio,ratio_to,fp_rate,wrong,false_neg,fallback_rate,"
      "hit_rate,gb_per_s,bandwidth_fraction,fraction_spread,repetitions,spread,note\n";
  auto counter = [](const result& r, const char* k) {
    const auto it = r.counters.find(k);
    return it == r.counters.end() ? std::string() : format("%.10g", it->second);
  };
  for (const auto& name : order_) {
    const auto& r = results_.at(name);
    std::string to;
    const double q = ratio(r, &to), bw = bandwidth_fraction(r);
    csv += r.e.suite + "," + r.e.method + "," + r.e.type + "," + (r.e.frequency >= 0 ? std::to_string(r.e.frequency) : "") +
           "," + std::to_string(r.e.size) + "," + r.e.form + "," + format("%.6g", r.ns_per_test) + "," +
           (q > 0 ? format("%.6g", q) : "") + "," + to + "," + counter(r, "fp_rate") + "," + counter(r, "wrong") + "," +
           counter(r, "false_neg") + "," + counter(r, "fallback_rate") + "," + counter(r, "hit_rate") + "," +
           (r.bytes_per_second > 0 ? format("%.6g", r.bytes_per_second / 1e9) : "") + "," +
           (bw > 0 ? format("%.4f", bw) : "") + "," + (r.fraction_spread >= 0 ? format("%.4f", r.fraction_spread) : "") +
           "," + std::to_string(r.repetitions) + "," +
           (r.spread >= 0 ? format("%.4f", r.spread) : "") + ",\"" + r.e.note + "\"\n";
  }
  write_file(path, csv);
}

void collector::paper_table(std::string& md, const std::string& suite, const std::string& title) const {
  const auto methods = methods_of(order_, results_, suite);
  if (methods.empty()) return;
  md += "### " + title + "\n\nns per test (ratio to arvo, same run); float; " + size_text(config().paper_tests) +
        " tests per frequency.\n\n| method |" + frequency_head({});
  for (const auto& m : methods) {
    md += "| " + m + " |";
    std::string wrong;
    for (int f : paper_frequencies) {
      const result* r = find(suite, m, "float", f, 0, "");
      std::string to;
      md += r ? " " + figure_text(*r) + " (" + ratio_text(ratio(*r, &to)) + ") |" : " – |";
      if (r) {
        const double fn = r->counters.count("false_neg") ? r->counters.at("false_neg") : 0;
        const double w = r->counters.count("wrong") ? r->counters.at("wrong") : 0;
        wrong += (wrong.empty() ? "" : " / ") + format("%.0f", m == "conservative" ? fn : w);
      }
    }
    md += " " + wrong + (m == "conservative" ? " (false negatives)" : "") + " |\n";
  }
  if (std::find(methods.begin(), methods.end(), "conservative") != methods.end()) {
    md += "| Error (conservative: separated pairs reported as overlapping) |";
    for (int f : paper_frequencies) {
      const result* r = find(suite, "conservative", "float", f, 0, "");
      md += r && r->counters.count("fp_rate") ? " " + percent_text(r->counters.at("fp_rate")) + " |" : " – |";
    }
    md += " |\n";
  }
  for (const auto& m : methods) {  // variants with a filter: how often it leaves the pair to the exact fallback
    std::string row;
    for (int f : paper_frequencies) {
      const result* r = find(suite, m, "float", f, 0, "");
      if (r && r->counters.count("fallback_rate")) row += " " + percent_text(r->counters.at("fallback_rate")) + " |";
      else row += " – |";
    }
    if (row.find('%') != std::string::npos)
      md += "| Fallback (" + m + ": pairs its filter leaves to the exact computation) |" + row + " |\n";
  }
  md += "\n";
}

/// The fastest approximate single-pair variant of a suite on one data set: every method except
/// exact and conservative (float, the data of `frequency`, -1 for the near-tangent set).
const result* collector::fastest_approximate(const std::string& suite, int frequency) const {
  const result* best = nullptr;
  for (const auto& m : methods_of(order_, results_, suite)) {
    if (m == "exact" || m == "conservative") continue;
    const result* r = find(suite, m, "float", frequency, config().paper_tests, "");
    if (r && (!best || r->ns_per_test < best->ns_per_test)) best = r;
  }
  return best;
}

void collector::near_tangent_table(std::string& md) const {
  const auto methods = methods_of(order_, results_, "near_tangent");
  if (methods.empty()) return;
  md += "### Near-tangent data: sphere vs AABB, and the 3-D peers\n\n";
  for (const auto& s : made_sets())
    if (s.percent < 0 && s.tangent != set_log::npos)
      md += size_text(s.pairs) + format(" float pairs whose radius is within %d ulps of the exact distance, ",
                                        near_tangent_ulps) +
            size_text(s.tangent) + " of them exactly tangent (D = R), " + size_text(s.overlapping) +
            " overlapping (exact answers of ref::oracle). ";
  md += "ns per test (ratio to arvo on the same data, same run); wrong answers against the exact answers; "
        "for exact, the fraction of pairs its filter leaves to the exact computation.\n\n"
        "| method | ns per test | wrong answers | false positives | false negatives | exact fallback | notes |\n"
        "|---|---:|---:|---:|---:|---:|---|\n";
  const auto peers = methods_of(order_, results_, "near_tangent_peers");
  for (const auto& suite : {std::string("near_tangent"), std::string("near_tangent_peers")})
    for (const auto& m : suite == "near_tangent" ? methods : peers) {
      const result* r = find(suite, m, "float", -1, config().paper_tests, "");
      if (!r) continue;
      std::string to;
      const double q = ratio(*r, &to);
      md += "| " + m + " | " + figure_text(*r) + (q > 0 ? " (" + ratio_text(q) + ")" : "") + " | " +
            format("%.0f | %.0f | %.0f | ", counter_value(*r, "wrong"), counter_value(*r, "false_pos"),
                   counter_value(*r, "false_neg")) +
            (r->counters.count("fallback_rate") ? percent_text(r->counters.at("fallback_rate")) : "") + " | " +
            r->e.note + " |\n";
    }
  md += "\n";
}

void collector::peer_table(std::string& md) const {
  const auto methods = methods_of(order_, results_, "peers");
  if (methods.empty()) return;
  md += "### Peers on the sphere–AABB data\n\nns per test (ratio to spherebox arvo in the same run); wrong answers "
        "against the exact classification per frequency (5 / 25 / 50 / 75 / 95 %).\n\n| peer |" +
        frequency_head({"notes"});
  for (const auto& m : methods) {
    md += "| " + m + " |";
    std::string wrong, note;
    for (int f : paper_frequencies) {
      const result* r = find("peers", m, "float", f, 0, "");
      std::string to;
      md += r ? " " + figure_text(*r) + " (" + ratio_text(ratio(*r, &to)) + ") |" : " – |";
      if (r) {
        wrong += (wrong.empty() ? "" : " / ") + format("%.0f", r->counters.count("wrong") ? r->counters.at("wrong") : 0);
        note = r->e.note;
      }
    }
    md += " " + wrong + " | " + note + " |\n";
  }
  md += "\n";
}

void collector::batch_table(std::string& md, const std::string& type) const {
  std::vector<std::size_t> sizes;
  for (const auto& name : order_) {
    const auto& e = results_.at(name).e;
    if ((e.suite == "batch" || e.suite == "bandwidth") && e.type == type &&
        std::find(sizes.begin(), sizes.end(), e.size) == sizes.end())
      sizes.push_back(e.size);
  }
  if (sizes.empty()) return;
  const std::size_t big = sizes.back();
  md += "### Batch, " + type + "\n\nns per test (ratio to batch_scalar; for the exact kernels, batch_exact_*, to the "
        "approximate kernel of the same instruction set); the last two columns: the largest span's bytes read per "
        "second and their fraction of the best reader's (same arrays, same run).\n\n| form | kernel |";
  for (auto n : sizes) md += " " + size_text(n) + " |";
  md += " GB/s at " + size_text(big) + " | fraction of read bandwidth |\n|---|---|";
  md += repeat("---:|", sizes.size());
  md += "---:|---:|\n";
  std::vector<std::pair<std::string, std::string>> rows;  // (form, method)
  for (const auto& name : order_) {
    const auto& e = results_.at(name).e;
    const std::pair<std::string, std::string> row{e.suite == "bandwidth" ? "read" : e.form, e.method};
    if ((e.suite == "batch" || e.suite == "bandwidth") && e.type == type &&
        std::find(rows.begin(), rows.end(), row) == rows.end())
      rows.push_back(row);
  }
  for (const auto& [form, method] : rows) {
    const bool read = form == "read";
    md += "| " + form + " | " + method + " |";
    const result* last = nullptr;
    for (auto n : sizes) {
      const result* r = find(read ? "bandwidth" : "batch", method, type, -1, n, read ? "read" : form);
      std::string to;
      const double q = r ? ratio(*r, &to) : 0;
      md += r ? " " + figure_text(*r) + (q > 0 ? " (" + ratio_text(q) + ")" : "") + " |" : " – |";
      last = r;
    }
    md += last ? " " + gbs_text(last->bytes_per_second) + " |" : " – |";
    md += last && !read ? " " + fraction_text(*last) + " |\n" : " |\n";
  }
  md += "\n";
}

void collector::targets(std::string& md, const run_info& info) const {
  md += "### Targets\n\n";
  // 1. The best exact single-pair variant at most 0.25x arvo at every frequency.
  std::string best;
  double best_worst = 1e300;
  for (const auto& m : methods_of(order_, results_, "paper_sphere_aabb")) {
    if (m == "arvo" || m == "conservative") continue;
    double worst = 0;
    for (int f : paper_frequencies) {
      const result* r = find("paper_sphere_aabb", m, "float", f, 0, "");
      std::string to;
      worst = std::max(worst, r ? ratio(*r, &to) : 1e300);
    }
    if (worst < best_worst) best_worst = worst, best = m;
  }
  if (!best.empty()) {
    std::string per;
    std::vector<const result*> used;
    for (int f : paper_frequencies) {
      std::string to;
      used.push_back(find("paper_sphere_aabb", best, "float", f, 0, ""));
      used.push_back(find("paper_sphere_aabb", "arvo", "float", f, 0, ""));
      per += format("%s%d %%: %.3f×", per.empty() ? "" : ", ", f, ratio(*find("paper_sphere_aabb", best, "float", f, 0, ""), &to));
    }
    md += "1. Best single-pair sphere–AABB variant at most 0.25× arvo at every frequency (" + info.compiler + "): " +
          judged(best_worst <= 0.25, used) + ". Best: `" + best + "`, worst case " +
          format("%.3f×", best_worst) + " (" + per + ").\n";
  }
  // 1b. The default variant (what overlaps(ball, box) runs) at most 0.25x arvo at every
  // frequency, with this run's compiler (ci/bench --cxx runs it with g++ and clang++).
  const std::string def(spherebox::sphere_aabb::default_variant::name);
  std::string per_default;
  std::vector<const result*> used_default;
  double worst_default = 0;
  bool complete_default = true;
  for (int f : paper_frequencies) {
    const result* r = find("paper_sphere_aabb", def, "float", f, 0, "");
    const result* a = find("paper_sphere_aabb", "arvo", "float", f, 0, "");
    if (!r || !a) {
      complete_default = false;
      continue;
    }
    std::string to;
    const double q = ratio(*r, &to);
    worst_default = std::max(worst_default, q);
    used_default.push_back(r), used_default.push_back(a);
    per_default += format("%s%d %%: %.3f×", per_default.empty() ? "" : ", ", f, q);
  }
  if (!used_default.empty())
    md += "1b. The default sphere–AABB variant (`" + def + "`, what `overlaps(ball, box)` runs) at most 0.25× arvo "
          "at every frequency (" + info.compiler + "): " +
          (complete_default ? judged(worst_default <= 0.25, used_default) : std::string("**not measured** at every frequency")) +
          ", worst case " + format("%.3f×", worst_default) + " (" + per_default + ").\n";
  // 2. Batch one ball vs N float boxes in cache at most 0.20 ns/test with AVX-512.
  const result* c4 = find("batch", "batch_avx512", "float", -1, 4096, "one_mask");
  const result* c32 = find("batch", "batch_avx512", "float", -1, 32768, "one_mask");
  if (c4 && c32) {
    const double worst = std::max(c4->ns_per_test, c32->ns_per_test);
    md += "2. Batch, one ball vs N float boxes in cache, AVX-512, at most 0.20 ns/test: " +
          judged(worst <= 0.20, {c4, c32}) + ": " + figure_text(*c4) + " ns at 4,096 boxes, " + figure_text(*c32) +
          " ns at 32,768 (bitmask form)";
    const result* r4 = find("bandwidth", "read_avx512", "float", -1, 4096, "read");
    const result* r32 = find("bandwidth", "read_avx512", "float", -1, 32768, "read");
    if (r4 && r32)
      md += format("; only reading those boxes with read_avx512 takes %.3f and %.3f ns per box", r4->ns_per_test,
                   r32->ns_per_test);
    md += ".\n";
  } else {
    md += "2. Batch AVX-512 in cache: not measured (the CPU lacks AVX-512F).\n";
  }
  // 3. Streaming batch at least 90 % of the measured read bandwidth: judged on the AVX-512
  // kernel (the one dispatch runs on such a CPU; else dispatch), bitmask form.
  const result* st = find("batch", "batch_avx512", "float", -1, 2000000, "one_mask");
  if (!st) st = find("batch", "batch_dispatch", "float", -1, 2000000, "one_mask");
  if (st) {
    const double frac = bandwidth_fraction(*st);
    const result* d = find("batch", "batch_dispatch", "float", -1, 2000000, "one_mask");
    std::vector<const result*> used;  // the kernel and what it is divided by
    const std::string reference = streaming_basis(*st, used);
    md += "3. Streaming batch (one ball vs 2,000,000 float boxes, bitmask) at least 90 % of the measured read "
          "bandwidth: " + judged(frac >= 0.90, used, reference) + ": " + st->e.method + " at " +
          fraction_text(*st) + " (" + gbs_text(st->bytes_per_second) + " GB/s)" +
          (d && d != st ? ", batch_dispatch at " + fraction_text(*d) : "") + ".\n";
  }
  md += "\n";
}

/// The targets of the exact predicates: exact at most 1.5x the fastest approximate variant and
/// at least 5x faster than CGAL Epick, on every paper set and on the near-tangent set; the
/// exact batch kernels at most 1.25x the approximate kernel of the same instruction set in
/// cache (spans below the streaming size, both bitmask forms, float and double).
void collector::exact_targets(std::string& md) const {
  std::vector<int> sets(std::begin(paper_frequencies), std::end(paper_frequencies));
  sets.push_back(-1);
  auto exact_on = [&](int f) {
    return find(f >= 0 ? "paper_sphere_aabb" : "near_tangent", "exact", "float", f, config().paper_tests, "");
  };
  std::string rows4, rows5;
  std::vector<const result*> used4, used5, used6;
  bool met4 = true, met5 = true, any4 = false, any5 = false;
  double worst4 = 0, worst5 = 1e300;
  for (int f : sets) {
    const result* x = exact_on(f);
    const result* fast = fastest_approximate(f >= 0 ? "paper_sphere_aabb" : "near_tangent", f);
    const result* epick = find(f >= 0 ? "peers" : "near_tangent_peers", "cgal_epick", "float", f,
                               config().paper_tests, "");
    if (!x || !fast) {
      met4 = false;
      rows4 += "| 4 | " + data_text(f) + " | not measured | | | |\n";
    } else {
      const double q = x->ns_per_test / fast->ns_per_test, limit = f >= 0 ? 1.5 : 2.0;
      any4 = true, met4 = met4 && q <= limit, worst4 = std::max(worst4, q);
      used4.push_back(x), used4.push_back(fast);
      rows4 += "| 4 | " + data_text(f) + " | " + figure_text(*x) + " | " + fast->e.method + " " +
               figure_text(*fast) + " | " + format("%.2f× (at most %.1f×)", q, limit) + " | " +
               judged(q <= limit, {x, fast}) + " |\n";
    }
    if (!x || !epick) {
      met5 = false;
      rows5 += "| 5 | " + data_text(f) + " | " + (x ? ns_text(x->ns_per_test) : "–") +
               " | cgal_epick not measured | | not measured |\n";
    } else {
      const double q = epick->ns_per_test / x->ns_per_test, limit = f >= 0 ? 5.0 : 10.0;
      any5 = true, met5 = met5 && q >= limit, worst5 = std::min(worst5, q);
      used5.push_back(x), used5.push_back(epick);
      rows5 += "| 5 | " + data_text(f) + " | " + figure_text(*x) + " | cgal_epick " + figure_text(*epick) + " | " +
               format("%.1f× faster (at least %.0f×)", q, limit) + " | " + judged(q >= limit, {x, epick}) + " |\n";
    }
  }
  md += "### Targets: exact predicates at float speed\n\n";
  md += "4. Single pair, `exact` at most 1.5× the fastest approximate variant (of sphere_aabb::all without exact "
        "and conservative) on the paper data at every frequency, and at most 2× on the near-tangent data: " +
        (!any4 ? std::string("**not measured**") : judged(met4, used4) + format(" (worst %.2f×)", worst4)) +
        ".\n";
  md += "5. Single pair, `exact` at least 5× faster than CGAL Epick on the paper data, and at least 10× on the "
        "near-tangent data: " +
        (!any5 ? std::string("**not measured** (the CGAL peer is not built)")
               : judged(met5, used5) + format(" (worst %.1f×)", worst5)) +
        ".\n";
  // 6. Batch: exact kernel vs the approximate kernel of the same instruction set, in cache.
  std::string rows6;
  bool met6 = true, any6 = false;
  double worst6 = 0;
  std::vector<std::size_t> sizes;
  for (const auto& name : order_) {
    const auto& e = results_.at(name).e;
    if (e.suite == "batch" && !e.manual_time && std::find(sizes.begin(), sizes.end(), e.size) == sizes.end())
      sizes.push_back(e.size);
  }
  for (const char* type : {"float", "double"})
    for (const char* form : {"one_mask", "pairs_mask"})
      for (const auto& m : methods_of(order_, results_, "batch")) {
        const std::string approximate = approximate_kernel(m);
        if (approximate.empty()) continue;
        std::string cells;
        double worst = 0;
        bool complete = true;
        std::vector<const result*> used;
        for (auto n : sizes) {
          const result* x = find("batch", m, type, -1, n, form);
          const result* a = find("batch", approximate, type, -1, n, form);
          if (!x || !a) {
            complete = false, cells += " – |";
            continue;
          }
          const double q = x->ns_per_test / a->ns_per_test;
          worst = std::max(worst, q);
          used.push_back(x), used.push_back(a), used6.push_back(x), used6.push_back(a);
          cells += " " + figure_text(*x) + " / " + figure_text(*a) + " (" + format("%.2f×", q) + ") |";
        }
        if (!complete && worst == 0) continue;
        any6 = true, met6 = met6 && complete && worst <= 1.25, worst6 = std::max(worst6, worst);
        rows6 += std::string("| ") + type + " | " + form + " | " + m + " vs " + approximate + " |" + cells +
                 format(" %.2f× | ", worst) + judged(complete && worst <= 1.25, used) + " |\n";
      }
  md += "6. Batch, each exact kernel at most 1.25× the approximate kernel of the same instruction set in cache "
        "(every in-cache size, both bitmask forms, float and double): " +
        (!any6 ? std::string("**not measured**") : judged(met6, used6) + format(" (worst %.2f×)", worst6)) +
        ".\n\n";
  if (any4 || any5)
    md += "| target | data | exact, ns per test | compared with, ns per test | ratio | result |\n"
          "|---|---|---:|---:|---:|---|\n" + rows4 + rows5 + "\n";
  if (any6) {
    md += "| type | form | kernels | ";
    for (auto n : sizes) md += size_text(n) + ": exact / approximate ns | ";
    md += "worst ratio | result |\n|---|---|---|";
    md += repeat("---:|", sizes.size() + 1);
    md += "---|\n" + rows6 + "\n";
  }
}

/// The forms of the other pairs' batch kernels (bench_batch.cpp, register_pairs).
const char* const pair_forms[] = {"aabb_one_mask", "aabb_open_one_mask", "aabb_pairs_mask", "swept_one_times",
                                  "obb_one_mask"};

/// Targets 7 and 8, the other pairs' batch kernels (aabb_aabb, swept_aabb, sphere_obb), each
/// form judged on its own: in cache (every non-streaming size) the AVX-512 kernel at most 0.5x
/// the ns per test of the same form's scalar kernel (batch_scalar, or batch_open_scalar); and
/// streaming at least 90 % of the measured read bandwidth. Where the CPU lacks AVX-512F the
/// widest kernel it runs is shown instead, and the target says it was not measured.
void collector::pair_targets(std::string& md) const {
  std::vector<std::size_t> sizes;
  bool any = false;
  for (const auto& name : order_) {
    const auto& e = results_.at(name).e;
    if (e.suite != "batch" || std::find(std::begin(pair_forms), std::end(pair_forms), e.form) == std::end(pair_forms))
      continue;
    any = true;
    if (!e.manual_time && std::find(sizes.begin(), sizes.end(), e.size) == sizes.end()) sizes.push_back(e.size);
  }
  if (!any) return;
  std::string rows7, rows8;
  std::vector<const result*> used7, used8;
  std::vector<std::string> reasons8;
  bool met7 = true, met8 = true, on_avx512 = true, any8 = false;
  double worst7 = 0, worst8 = 1e300;
  std::string widest;
  for (const char* form : pair_forms) {
    const std::string prefix = std::string(form) == "aabb_open_one_mask" ? "batch_open_" : "batch_";
    std::string isa;
    for (const char* k : {"avx512", "avx2", "sse2"})
      for (const auto& name : order_) {
        const auto& e = results_.at(name).e;
        if (isa.empty() && e.suite == "batch" && e.form == form && e.method == prefix + k) isa = k;
      }
    if (isa.empty()) continue;
    on_avx512 = on_avx512 && isa == "avx512", widest = isa;
    const std::string kernel = prefix + isa, scalar = prefix + "scalar";
    std::string cells;
    double worst = 0;
    std::vector<const result*> used;
    for (auto n : sizes) {
      const result* x = find("batch", kernel, "float", -1, n, form);
      const result* a = find("batch", scalar, "float", -1, n, form);
      if (!x || !a) {
        cells += " – |", worst = 1e300;
        continue;
      }
      const double q = x->ns_per_test / a->ns_per_test;
      worst = std::max(worst, q);
      used.push_back(x), used.push_back(a);
      cells += " " + figure_text(*x) + " / " + figure_text(*a) + " (" + format("%.3f×", q) + ") |";
    }
    met7 = met7 && worst <= 0.5, worst7 = std::max(worst7, worst);
    used7.insert(used7.end(), used.begin(), used.end());
    rows7 += std::string("| ") + form + " | " + kernel + " vs " + scalar + " |" + cells + format(" %.3f× | ", worst) +
             judged(worst <= 0.5, used) + " |\n";
    // Streaming: the same kernel at the streaming size.
    for (const auto& name : order_) {
      const auto& r = results_.at(name);
      if (r.e.suite != "batch" || r.e.form != form || !r.e.manual_time || r.e.method != kernel) continue;
      const double frac = bandwidth_fraction(r);
      std::vector<const result*> used_st;
      const std::string reference = streaming_basis(r, used_st);
      any8 = true, met8 = met8 && frac >= 0.90, worst8 = std::min(worst8, frac);
      used8.insert(used8.end(), used_st.begin(), used_st.end());
      if (!reference.empty()) reasons8.push_back(form + std::string(": ") + reference);
      rows8 += std::string("| ") + form + " | " + kernel + " | " + size_text(r.e.size) + " | " + fraction_text(r) +
               " (" + gbs_text(r.bytes_per_second) + " GB/s) | " + judged(frac >= 0.90, used_st, reference) + " |\n";
    }
  }
  md += "### Targets: batch kernels of aabb_aabb, swept_aabb and sphere_obb\n\n";
  md += "7. Each new batch kernel in cache at most 0.5× the ns per test of its scalar variant (the same form's "
        "batch_scalar: its scalar twin in a loop), AVX-512: " +
        (on_avx512 ? judged(met7, used7) + format(" (worst %.3f×)", worst7)
                   : "**not measured on AVX-512** (the CPU lacks AVX-512F); the widest kernel it runs, " + widest +
                         ", below: " + judged(met7, used7) + format(" (worst %.3f×)", worst7)) +
        ".\n";
  md += "8. Each new batch kernel streaming at least 90 % of the measured read bandwidth: " +
        (any8 ? judged(met8, used8, join(reasons8, "; ")) + format(" (lowest %.1f %%)", 100 * worst8)
              : std::string("**not measured**")) +
        ".\n\n| form | kernels | ";
  for (auto n : sizes) md += size_text(n) + ": kernel / scalar ns | ";
  md += "worst ratio | result |\n|---|---|";
  md += repeat("---:|", sizes.size() + 1);
  md += "---|\n" + rows7 + "\n";
  if (any8) md += "| form | kernel | elements | fraction of read bandwidth | result |\n|---|---|---:|---:|---|\n" + rows8 + "\n";
}

void collector::write_table(const std::string& path, const run_info& info) const {
  std::string md = "## Results of one run\n\nMachine: " + info.cpu + ", " + std::to_string(info.cores) +
                   " cores. Compiler: " + info.compiler + ". Flags: `" + info.flags + "`. Started " + info.started +
                   "; load average before " + info.load_before + ", after " + info.load_after +
                   ". Times are CPU time (streaming batch rows: the thread's CPU time around the kernel call)" +
                   (results_.empty() || !results_.begin()->second.median ? "" : "; each the median of the repetitions") +
                   ". `±` is the spread over the repetitions (standard deviation over mean). A target is judged only "
                   "from figures of at least " + std::to_string(min_repetitions) + " repetitions with a spread of at most " +
                   format("%.0f %%", 100 * max_spread) + " (a streaming fraction: at most 100 %, and its own spread "
                   "over the repetitions within the same limit); otherwise it says **cannot judge** and why.\n\n";
  targets(md, info);
  exact_targets(md);
  pair_targets(md);
  paper_table(md, "paper_sphere_aabb", "Table 1 protocol: sphere vs AABB");
  near_tangent_table(md);
  paper_table(md, "paper_sphere_obb", "Table 2 protocol: sphere vs OBB (arvo is G-Arvo)");
  peer_table(md);
  batch_table(md, "float");
  batch_table(md, "double");
  if (!made_sets().empty()) {
    md += "### Data sets\n\n| set | frequency | pairs | overlapping | exactly tangent | candidates drawn | "
          "decided by the filter | by ref::oracle | cross-checked | seconds |\n"
          "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    std::set<std::pair<std::string, int>> seen;
    for (const auto& s : made_sets())
      if (seen.emplace(s.slug, s.percent).second)
        md += format("| %s%s | ", s.slug, s.percent < 0 ? ", near-tangent" : "") +
              (s.percent < 0 ? std::string("–") : format("%d %%", s.percent)) + " | " + size_text(s.pairs) + " | " +
              size_text(s.overlapping) + " | " + (s.tangent == set_log::npos ? "–" : size_text(s.tangent)) + " | " +
              size_text(s.candidates) + " | " + size_text(s.by_filter) + " | " + size_text(s.by_oracle) + " | " +
              size_text(s.checked) + format(" | %.1f |\n", s.seconds);
    md += "\n";
  }
  write_file(path, md);
}

/// Chart data: one row per frequency, one column per method (ns/test), header row first.
void collector::write_chart(const std::string& path, const std::string& suite) const {
  const auto methods = methods_of(order_, results_, suite);
  if (methods.empty()) return;
  std::string dat = "frequency";
  for (const auto& m : methods) dat += " " + m;
  dat += "\n";
  for (int f : paper_frequencies) {
    dat += format("\"%d %%\"", f);
    for (const auto& m : methods) {
      const result* r = find(suite, m, "float", f, 0, "");
      dat += r ? format(" %.4g", r->ns_per_test) : " NaN";
    }
    dat += "\n";
  }
  write_file(path, dat);
}

void collector::write(const std::string& dir, const run_info& info) const {
  write_csv(dir + "/results.csv");
  write_table(dir + "/table.md", info);
  for (const char* s : {"paper_sphere_aabb", "paper_sphere_obb", "peers"}) write_chart(dir + "/" + s + ".dat", s);
}

}  // namespace spherebox::bench
