// The generators and driver live with the harness (installed with it): spherebox_ref/properties/.
#pragma once
#include <spherebox_ref/properties/driver.hpp>
