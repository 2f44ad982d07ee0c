#!/usr/bin/env bash
# Size, shared libraries and start-up time of formcli binaries: the median wall time of RUNS runs
# (default 200) of `formcli --dump` on the bundled form, after 10 warm-up runs.
# usage: Scripts/measure-startup.sh [--runs N] BINARY...
set -euo pipefail
runs=200
if [[ ${1:-} == --runs ]]; then runs=$2; shift 2; fi
[[ $# -gt 0 ]] || { echo "usage: Scripts/measure-startup.sh [--runs N] BINARY..." >&2; exit 64; }
for binary in "$@"; do
    size=$(wc -c < "$binary")
    libraries=$(ldd "$binary" 2>/dev/null | awk '/=>/ {print $1} /ld-linux/ {print $1}' | xargs -n1 basename \
        | sed 's/\.so.*//' | sort -u | paste -sd, -)
    python3 - "$binary" "$runs" "$size" "$libraries" <<'PY'
import statistics, subprocess, sys, time
binary, runs, size, libraries = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def once():
    start = time.perf_counter()
    subprocess.run([binary, "--dump"], stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start
for _ in range(10):
    once()
times = sorted(once() for _ in range(runs))
print(f"{binary}: {size / 1e6:.1f} MB, median {statistics.median(times) * 1000:.2f} ms "
      f"(p10 {times[len(times) // 10] * 1000:.2f}, p90 {times[len(times) * 9 // 10] * 1000:.2f}) "
      f"over {runs} runs; links {libraries}")
PY
done
