// Shared by the generators of the Coq ties (coq_models/gen.cpp, expansion/gen.cpp): the end of
// the Tie.v each writes, which evaluates its `run` on every case with vm_compute.
#pragma once
#include <ostream>
#include <string>

namespace spherebox::tie {

/// Writes Tie.v's list of cases (`cases`: the generator's "(model, [inputs])" entries, one per
/// line) and the evaluation of run on every one of them.
inline void write_cases(std::ostream& v, const std::string& cases) {
  v << "Local Open Scope uint63_scope.\n"
       "Definition cases : list (nat * list int) := [\n"
    << cases
    << "].\nDefinition answers : list Z := flat_map (fun p => run (fst p) (snd p)) cases.\n"
       "Eval vm_compute in answers.\n";
}

}  // namespace spherebox::tie
