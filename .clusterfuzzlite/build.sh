#!/bin/bash -eu
# spherebox's fuzz targets for ClusterFuzzLite. The build lives in the source tree, ci/oss_fuzz_build,
# where ci/oss_fuzz_check runs it the way the OSS-Fuzz builder does; fuzz/oss-fuzz/build.sh
# is the same script.
exec "$SRC/spherebox/ci/oss_fuzz_build"
