#!/bin/bash -eu
# spherebox's fuzz targets for OSS-Fuzz. The build lives in the source tree, ci/oss_fuzz_build,
# where ci/oss_fuzz_check runs it the way the OSS-Fuzz builder does; .clusterfuzzlite/build.sh
# is the same script.
exec "$SRC/spherebox/ci/oss_fuzz_build"
