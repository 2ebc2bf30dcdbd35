/// Every hook a slug provides, in one list: its signature, the file of the slug's folder
/// (reference/include/spherebox_ref/<slug>/) it lives in, and what it means. Each slug folder
/// has the same files, and a hook always lives in the same one of them:
///
///   case.hpp               the case struct and its degenerate() hook
///   oracle.hpp             the exact answer
///   domain.hpp             domains, checked-API reasons, part (b), exact images
///   build.hpp              the builders (decode and the property generators); including it
///                          brings every hook of the slug
///   kat.hpp                the known-answer table (reference/cases/<slug>.inc), where there is one
///   known_wrong.hpp        the known-wrong variants the self-test must catch
///   batch.hpp              the batch hooks (batch/case.hpp), where the pair has batch kernels
///   batch_known_wrong.hpp  the known-wrong batch kernels
///   check.hpp              the slug's own check_variant, where the shared contract check does
///                          not fit (the exact box queries aabb_aabb and aabb_point)
///   user.hpp               the user-check hooks of a slug whose answer is not one bool
///   other names            parts of that slug alone (build_tangent.hpp, build_axes.hpp,
///                          steps.hpp), included by the standard files
///
/// Hooks are free functions found by argument-dependent lookup next to the case type, so a
/// slug's headers may come after the core header that calls them. In the signatures below
/// Case is the slug's case type (Case::value_type T, Case::dims N), cl a claim<T>
/// (core/claim.hpp), src a byte_source, stretched_source or rc_source (core/source.hpp,
/// properties/gen.hpp) and tag a std::type_identity<Case>. "Optional" hooks are detected with
/// a requires-expression; the others every slug with that kind of check has.
///
/// case.hpp
///   struct Case { SPHEREBOX_REF_CASE(Case, "slug", "layout", fields...) members... }
///       value_type, dims, slug, layout, count, fields(f), flat(), from_flat(v) (core/case.hpp)
///   c.args() -> std::tuple<const A&...>
///       the arguments of a test in slug order; a slug answered by one bool has it
///   degenerate(c) -> bool                                   optional (hidden friend)
///       a box flat on some axis (a zero-length segment); a claim may leave such cases out
///   c.order_bounds()                                        optional
///       swaps inverted box bounds (builders of in-domain cases)
///   c.call_checked<V>()                                     optional (swept_aabb)
///       the slug's checked entry point when it is not overlaps_checked
///
/// oracle.hpp
///   oracle(c) -> std::optional<exact_compare>   or   oracle(c, cl) (swept_aabb)
///       the exact comparison D <= R with the scale S of the bounded contract; nullopt outside
///       the oracle's domain. aabb_aabb adds oracle(c, open_sets) -> std::optional<bool>;
///       aabb_point's oracle(c) is the exact closest point (std::optional<std::array<integer, N>>).
///
/// domain.hpp
///   in_domain(c, cl) -> bool
///       the claim covers c (magnitude, ordered bounds, positive radii, axis tolerance, ...)
///   must_reject(c, cl) -> bool                              optional
///       clause (b) of a conservative claim: c is far enough outside to be rejected
///   intermediates_representable(c) -> bool
///       part (b) of a bounded claim: every intermediate of the variant is exact on c
///   expected_error(c, cl) -> spherebox::errc
///       the reason the checked API must give for c
///   mirrored(c) -> Case                                     optional
///       x -> -x on every axis, an image whose rounding mirrors the original's
///   mirrored_answer(c, answer) -> answer                    optional (swept_aabb integers)
///       the original's answer mapped to the mirrored case
///   scaled_by(c, k, cl) -> std::optional<Case>              optional
///       every length times 2^k where the float computations scale exactly; nullopt otherwise
///   judge_value(c, cl, answer, ...) -> std::optional<std::string>   optional (swept_aabb)
///       the judge of an answer that is more than one bool (a contact interval)
///
/// build.hpp (the build_case hook of core/build.hpp calls these; codec.hpp names the modes)
///   build_lattice(src, tag) -> Case        small integers times one 2^k
///   build_tangent(src, nudged, tag) -> Case
///       exact tangency at a face, an edge or a corner; nudged: moved by a few ulps
///   build_near(src, tag) -> Case           full-precision near tangency
///   build_special(src, tag) -> Case        special values with small integers
///   build_case(mode, src, tag) -> Case     optional: a slug's own switch (sphere_obb stretches
///       its source first); box_query(tag), declared only, makes every mode build_box_query
///
/// kat.hpp
///   kat_rows(tag, std::vector<kat_entry_t<Case>>& t)
///       includes reference/cases/<slug>.inc, whose SPHEREBOX_KAT lines append the entries of
///       Case's kind; read them with kat_table<Case>() (core/kat.hpp). kat_entry<Case> is
///       specialised where an entry carries more than one bool (swept_aabb).
///
/// known_wrong.hpp, batch_known_wrong.hpp
///   namespace spherebox::known_wrong { struct <name> : <correct variant> {...};
///                                      using <slug>_all = type_list<...>; }
///       each variant breaks the contract it claims in one way; known_wrong_registry.hpp
///       lists every <slug>_all
///
/// batch.hpp
///   template <> struct batch_traits<Case>
///       slug, has_pairs, query, target, query_of, target_of, join, nudged, the columns and
///       spans and the calls (batch/case.hpp lists them; bool_batch_calls and box_targets,
///       batch/check.hpp and batch/columns.hpp, supply the common ones)
///
/// check.hpp
///   check_variant<V>(c) -> std::optional<violation>
///       the slug's own judge of variant V, counted under row_key like every other judge
///
/// user.hpp
///   user_signature(tag) -> std::type_identity<Answer(const A&...)>
///       the function a user's check calls, when it does not return bool
///   judge_user(c, cl, fn, how) -> std::optional<violation>
///       judges (or, for classify, counts) such a function's answer on c
#pragma once
