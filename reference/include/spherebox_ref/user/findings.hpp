/// The violations one part of a user's check finds (the known answers, the properties): a short
/// summary on the terminal (the count by clause, the smallest counterexample with its replay
/// command, then the first report in full, which carries the file to keep) and every report in
/// full in one file beside the kept counterexamples, <found>/<part>-reports.txt.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <utility>

#include "../core/show.hpp"
#include "run.hpp"

namespace spherebox::ref::user {

/// The text after `label` on the first line of `text` that has it ("" when none).
[[nodiscard]] inline std::string line_after(const std::string& text, const std::string& label) {
  const auto at = text.find(label);
  if (at == std::string::npos) return "";
  const auto from = at + label.size();
  return text.substr(from, text.find('\n', from) - from);
}

class findings {
 public:
  /// part: the part's name in the file name and the summary ("known_answers", "properties").
  findings(const places& at, std::string part) : at_(at), part_(std::move(part)) {
    pending_findings() = [this] { finish(); };  // an interrupted part still prints what it found
  }
  ~findings() { pending_findings() = nullptr; }
  findings(const findings&) = delete;
  findings& operator=(const findings&) = delete;

  /// One violation, found by `source` (e.g. known answer "exact tangency to a face").
  void add(const std::string& source, const violation& v) {
    const std::string text = show(v);
    all_ += source + ":\n" + text + "\n";
    ++by_clause_[v.what];
    // The smallest: the shrunk case (else the case) whose decimals are the shortest to write.
    const std::string& from = v.shrunk.empty() ? text : v.shrunk;
    std::string decimal = line_after(from, "decimal: ");
    if (decimal.empty()) decimal = line_after(from, "input (");
    if (count_++ == 0) first_ = "the first (" + source + "), in full:\n" + text;
    if (count_ == 1 || decimal.size() < smallest_.size())
      smallest_ = decimal, smallest_from_ = source + (v.shrunk.empty() ? "" : ", shrunk"),
      smallest_replay_ = line_after(from, "replay: ");
  }

  [[nodiscard]] int count() const { return count_; }

  /// Prints the summary (nothing when the part found nothing) and writes the file.
  void finish() const {
    if (count_ == 0) return;
    const std::string path = write();
    std::string s = "summary: " + std::to_string(count_) + " violation(s)";
    s += path.empty() ? "\n" : ", every report in full in " + path + "\n";
    for (const auto& [clause, n] : by_clause_) s += "  " + std::to_string(n) + " x " + clause + "\n";
    s += "  smallest: " + smallest_ + "   (" + smallest_from_ + ")\n";
    if (!smallest_replay_.empty()) s += "    replay: " + smallest_replay_ + "\n";
    s += first_;
    std::fputs(s.c_str(), stderr);
    std::fflush(stderr);
  }

 private:
  /// The file of every report; "" when there is no folder to write it in (then the summary is
  /// all there is beside the first report).
  [[nodiscard]] std::string write() const {
    const char* env = std::getenv("SPHEREBOX_DUMP_DIR");
    const std::string dir = env && *env ? env : at_.found_dir;
    if (dir.empty()) return "";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::string path = dir + "/" + part_ + "-reports.txt";
    std::ofstream out(path);
    out << all_;
    return out ? path : "";
  }

  places at_;
  std::string part_;
  int count_ = 0;
  std::map<std::string, int> by_clause_;
  std::string all_, first_, smallest_, smallest_from_, smallest_replay_;
};

}  // namespace spherebox::ref::user
