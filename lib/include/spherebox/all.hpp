/// Every public spherebox declaration, scalar and batch: what spherebox.hpp included up to
/// version 0.1.0 (CHANGELOG.md). Prefer spherebox.hpp, with spherebox/batch.hpp where a
/// translation unit calls a batch entry point.
#pragma once
#include "batch.hpp"
#include "spherebox.hpp"
