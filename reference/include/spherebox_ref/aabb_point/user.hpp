/// A user's closest-point query judged against the exact oracle (the check_user hook of slug
/// aabb_point, user/run.hpp): its answer is a point, not a bool, so the claim is always exact:
/// every coordinate must be the exact closest point's (which is one of the inputs, so nothing
/// needs to round).
#pragma once
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <type_traits>

#include "../core/classify.hpp"
#include "case.hpp"
#include "domain.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// The function a user's check calls: std::array<T, N>(const box<T, N>&, const std::array<T, N>&).
template <class T, int N>
[[nodiscard]] auto user_signature(std::type_identity<aabb_point_case<T, N>>)
    -> std::type_identity<std::array<T, N>(const box<T, N>&, const std::array<T, N>&)>;

/// Judges (or, for classify, counts) fn's closest point on case c. In the classify rows a
/// disagreement is a point that is not the exact one.
template <class T, int N, class Fn>
[[nodiscard]] std::optional<violation> judge_user(const aabb_point_case<T, N>& c, const claim<T>& cl, Fn&& fn,
                                                  judging how) {
  const std::array<T, N> q = fn(c.b, c.p);
  auto& table = stats_table::get();
  thread_local stats_table::site site;
  thread_local stats_table::category_sites sites;
  thread_local std::string sites_for;
  if (sites_for != cl.name) site = {}, sites = {}, sites_for = cl.name;
  stats_row& row = how == judging::enforce
                       ? table.row(site, [&] { return row_key<aabb_point_case<T, N>>(cl); }, "exact")
                       : table.row(sites.at(table.category), [&] {
                           return "classify/" + row_key<aabb_point_case<T, N>>(cl) + "/" + table.category;
                         }, "classify");
  ++row.cases;
  if (!in_claimed_domain(c, cl)) return std::nullopt;
  const auto truth = oracle(c);
  if (!truth) return std::nullopt;
  ++row.in_domain;
  int axis = -1;
  for (int i = 0; i < N && axis < 0; ++i)
    if (!std::isfinite(q[i]) || on_grid(q[i]) != (*truth)[i]) axis = i;
  if (axis < 0) return std::nullopt;
  ++row.disagreements;
  if (how == judging::observe) return std::nullopt;
  ++row.violations;
  claim<T> exact = cl;
  exact.promise = contract::exact;
  violation v = make_violation(c, exact, "exact contract: closest point differs on axis " + std::to_string(axis), "-");
  auto point = [](const std::array<T, N>& p) {
    std::string s = "(";
    for (int i = 0; i < N; ++i) s += (i ? ", " : "") + hex_float(p[i]);
    return s + ")";
  };
  std::array<T, N> want{};  // the exact closest point: each coordinate is an input value
  for (int i = 0; i < N; ++i) want[i] = c.p[i] < c.b.min[i] ? c.b.min[i] : c.p[i] > c.b.max[i] ? c.b.max[i] : c.p[i];
  v.given = point(q), v.expected = point(want) + ", the exact closest point";
  return v;
}

}  // namespace spherebox::ref
