// The verdict counters (stats.hpp): the ratio histogram's log2 buckets, the conservative rows'
// per-category negatives, the call sites' remembered rows, the written format (one file per
// process with %p), and the progress file ci/verify reads.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <spherebox_ref/core/stats.hpp>
#include <unistd.h>

namespace {

using spherebox::ref::stats_row;
using spherebox::ref::stats_table;

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Stats, ratioBucketsAreLog2) {
  // Bucket 0: below 2^-11; bucket j: [2^(j-12), 2^(j-11)); bucket 19: from 2^7.
  const std::pair<double, int> want[] = {{0.0, 0},     {0x1p-30, 0}, {0x1p-12, 0},  {0x1.fp-12, 0}, {0x1p-11, 1},
                                         {0x1p-1, 11}, {1.0, 12},    {1.5, 12},     {0x1.fp0, 12},  {2.0, 13},
                                         {6.0, 14},    {0x1p6, 18},  {0x1.fp6, 18}, {0x1p7, 19},    {1e9, 19}};
  for (auto [ratio, bucket] : want) {
    stats_row r;
    r.note_ratio(ratio);
    EXPECT_EQ(r.ratio_hist[bucket], 1u) << "ratio " << ratio << " belongs in bucket " << bucket;
    EXPECT_EQ(r.max_ratio, ratio);
  }
}

TEST(Stats, writesHistogramAndCategoryRows) {
  const auto dir = std::filesystem::temp_directory_path() / "spherebox_stats_test";
  std::filesystem::create_directories(dir);
  setenv("SPHEREBOX_STATS_FILE", (dir / "stats.txt").c_str(), 1);
  auto& t = stats_table::get();
  t.clear();
  auto& r = t.row("sphere_aabb/arvo/float/3", "bounded");
  r.note_ratio(1.0), r.note_ratio(1.25), r.note_ratio(3.0);
  t.row("sphere_aabb/qri/float/3", "bounded");
  t.category = "tangent";
  t.note_negative("sphere_aabb/conservative/float/3", true);
  t.note_negative("sphere_aabb/conservative/float/3", true);
  t.note_negative("sphere_aabb/conservative/float/3", false);
  t.flush();
  t.clear();
  t.category = "-";
  const std::string text = read(dir / "stats.txt");
  EXPECT_NE(text.find("sphere_aabb/arvo/float/3 bounded 0 0 0 0 0 0 3 0 0 0 0 0 0,0,0,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0\n"),
            std::string::npos) << text;
  EXPECT_NE(text.find("sphere_aabb/qri/float/3 bounded 0 0 0 0 0 0 0 0 0 0 0 0 -\n"), std::string::npos) << text;
  EXPECT_NE(text.find("fp/sphere_aabb/conservative/float/3/tangent conservative 0 0 3 0 0 2 0 0 0 0 0 0 -\n"),
            std::string::npos) << text;
  unsetenv("SPHEREBOX_STATS_FILE");
}

TEST(Stats, percentPNamesTheFileAfterTheProcess) {
  // libFuzzer's -fork runs many processes with one environment: each writes its own file.
  const auto dir = std::filesystem::temp_directory_path() / "spherebox_stats_test_pid";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  setenv("SPHEREBOX_STATS_FILE", (dir / "fuzz-%p.txt").c_str(), 1);
  auto& t = stats_table::get();
  t.clear();
  t.row("aabb_aabb/closed/float/3", "exact");
  t.flush();
  t.clear();
  unsetenv("SPHEREBOX_STATS_FILE");
  const auto mine = dir / ("fuzz-" + std::to_string(getpid()) + ".txt");
  EXPECT_NE(read(mine).find("aabb_aabb/closed/float/3 exact "), std::string::npos) << mine;
  EXPECT_FALSE(std::filesystem::exists(dir / "fuzz-%p.txt"));
}

TEST(Stats, callSitesFindTheRowsTheirKeysName) {
  // A site builds its key once (a category site once per category) and counts in the same
  // rows as the keyed calls; clear() frees the rows, so every site looks its row up again.
  auto& t = stats_table::get();
  t.clear();
  stats_table::site site;
  stats_table::category_sites fp;
  int made = 0;
  auto key = [&] { return ++made, std::string("x/site/float/3"); };
  ++t.row(site, key, "conservative").cases;
  ++t.row(site, key, "conservative").cases;
  ++t.row("x/site/float/3", "conservative").cases;
  t.category = "raw";
  t.note_negative(fp, key, true), t.note_negative(fp, key, false);
  t.category = "tangent";
  t.note_negative(fp, key, true);
  t.note_negative("x/site/float/3", false);
  EXPECT_EQ(made, 3);
  EXPECT_EQ(t.rows().at("x/site/float/3").cases, 3u);
  EXPECT_EQ(t.rows().at("fp/x/site/float/3/raw").negatives, 2u);
  EXPECT_EQ(t.rows().at("fp/x/site/float/3/raw").false_positives, 1u);
  EXPECT_EQ(t.rows().at("fp/x/site/float/3/tangent").negatives, 2u);
  EXPECT_EQ(t.rows().at("fp/x/site/float/3/tangent").false_positives, 1u);
  t.clear();
  ++t.row(site, key, "conservative").cases;
  t.note_negative(fp, key, true);
  EXPECT_EQ(made, 5);
  ASSERT_EQ(t.rows().size(), 2u);
  EXPECT_EQ(t.rows().at("x/site/float/3").cases, 1u);
  EXPECT_EQ(t.rows().at("fp/x/site/float/3/tangent").negatives, 1u);
  t.category = "-";
  t.clear();
}

TEST(Stats, progressFileNamesTheRunningLabel) {
  const auto path = std::filesystem::temp_directory_path() / "spherebox_stats_test" / "progress.txt";
  std::filesystem::create_directories(path.parent_path());
  setenv("SPHEREBOX_PROGRESS_FILE", path.c_str(), 1);
  auto& t = stats_table::get();
  t.start_progress("Suite.name");
  for (int i = 0; i < 5; ++i) t.note_case();
  t.row("x/y/float/2", "exact"), t.row("x/y/float/2", "exact");
  t.write_progress();
  EXPECT_EQ(read(path), "Suite.name 5 2\n");
  unsetenv("SPHEREBOX_PROGRESS_FILE");
  t.clear();
}

}  // namespace
