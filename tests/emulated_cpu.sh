#!/usr/bin/env bash
# Runs batch_kernel_probe on an x86-64 processor emulated by qemu-user (qemu-x86_64 -cpu MODEL),
# so that run-time dispatch is seen on processors without AVX-512 or AVX2, whatever this
# machine has.
#   usage: emulated_cpu.sh MODEL PROBE [KERNEL_OVERRIDE|-] PROBE_ARGS...
# Exits 77 (ctest: skipped, with the reason printed) when qemu-x86_64 is not installed (Debian:
# qemu-user, which ci/deps --aarch64 installs).
set -u
model=$1 probe=$2 override=$3
shift 3
qemu=$(command -v qemu-x86_64 || command -v qemu-x86_64-static) || {
  echo "skipped: no qemu-x86_64 (Debian package qemu-user)"
  exit 77
}
# TCG warns about the model's features it does not emulate (pcid, x2apic, ...): none is an
# instruction set the kernels use, and CPUID then reports them absent.
if [ "$override" = - ]; then
  "$qemu" -cpu "$model" "$probe" "$@" 2> >(grep -v "TCG doesn't support requested feature" >&2)
else
  SPHEREBOX_BATCH_KERNEL=$override "$qemu" -cpu "$model" "$probe" "$@" 2> >(grep -v "TCG doesn't support requested feature" >&2)
fi
