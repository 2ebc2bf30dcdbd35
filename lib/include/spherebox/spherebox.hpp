/// Umbrella header: every public spherebox declaration.
#pragma once
#include "config.hpp"
#include "contract.hpp"
#include "overlap.hpp"
#include "types.hpp"
#include "version.hpp"
#include "batch/api.hpp"
