#!/usr/bin/env bash
# Issue #36: formcli's JSON Schema forms on the SchemaStore corpus beside the checkout
# (../shared/corpus/json-schema, or the folder FORMENGINE_CORPUS names + /json-schema), measured
# by the corpus's check.py against the reference validator (Python jsonschema), and held to the
# issue's targets: schemas loaded >= 95%, round trips 100%, agreement >= 98% on valid and
# >= 90% on invalid instances, 0 errors.
#
# usage: Scripts/check-json-schema.sh [FORMCLI]      (default: the debug build's formcli)
# Installs jsonschema and referencing in a virtual environment under .build when python3 lacks
# them; skips, saying so, when there is no corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
formcli=${1:-$(swift build --show-bin-path)/formcli}
corpus=${FORMENGINE_CORPUS:-$PWD/../shared/corpus}/json-schema
if [[ ! -f $corpus/check.py ]]; then
    echo "no JSON Schema corpus at $corpus: skipped"
    exit 0
fi
python=python3
if ! python3 -c 'import jsonschema, referencing' 2>/dev/null; then
    venv=.build/jsonschema-venv
    if ! "$venv/bin/python" -c 'import jsonschema, referencing' 2>/dev/null; then
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet jsonschema referencing
    fi
    python=$venv/bin/python
fi
# A copy of formcli, so that a build meanwhile cannot replace the binary under the run.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
log=$scratch/check.log
cp "$formcli" "$scratch/formcli"
"$python" "$corpus/check.py" "$scratch/formcli" "$corpus" > "$log" 2>&1 || { cat "$log"; exit 1; }
# The schemas that did not load or did not agree, then the summary.
grep -v '^ok ' "$log" || true
summary=$(tail -n 1 "$log")
python3 - "$summary" <<'PY'
import re, sys
line = sys.argv[1]
m = re.search(r"schemas loaded (\d+)/(\d+), round trips (\d+)/(\d+), agreement on valid (\d+)/(\d+), "
              r"agreement on invalid (\d+)/(\d+), errors (\d+)", line)
if not m:
    sys.exit("check.py gave no summary")
a, b, c, d, e, f, g, h, errors = map(int, m.groups())
ratio = lambda x, y: 1.0 if y == 0 else x / y
failed = [what for what, ok in [
    ("schemas loaded < 95%", ratio(a, b) >= 0.95), ("round trips < 100%", c == d),
    ("agreement on valid < 98%", ratio(e, f) >= 0.98), ("agreement on invalid < 90%", ratio(g, h) >= 0.90),
    ("errors", errors == 0)] if not ok]
if failed:
    sys.exit("JSON Schema corpus below target: " + ", ".join(failed))
PY
