#!/usr/bin/env bash
# Build the wheel and try it as a user would, away from the checkout (run by `make test`):
#   1. a clean virtual environment with the wheel and the extras a player or organiser uses
#      ([sim,events,web]): --version, variants, rules, simulate (the compiled kernel), cards check
#      on a generated set, and `wartable serve` answering with the rules in the lobby's data and
#      the card language reference in the designer's;
#   2. a clean virtual environment with the wheel alone (`pip install wartable`): play, simulate
#      --engine reference, replay, and a clear message where an extra is needed; its size is
#      printed.
# Installs take the versions pinned in constraints.txt. Usage: scripts/package-smoke.sh PYTHON
# (the Python of the development environment, which builds the wheel).
set -euo pipefail

python="${1:?usage: scripts/package-smoke.sh PYTHON}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/wartable-package.XXXXXX")"
server=""
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

say() { echo "package-smoke: $*"; }
fail() { echo "package-smoke: FAILED: $*" >&2; exit 1; }
expect() {  # expect PATTERN COMMAND...: the command succeeds and prints a line matching PATTERN
    local pattern="$1"
    shift
    "$@" >"$work/out.txt" 2>&1 || { cat "$work/out.txt" >&2; fail "$*"; }
    grep -q -- "$pattern" "$work/out.txt" || { cat "$work/out.txt" >&2; fail "$*: no '$pattern'"; }
}

say "building the wheel"
"$python" -m build --wheel --no-isolation --outdir "$work/dist" "$repo" >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; fail "the wheel does not build"; }
if grep -qi "deprecat" "$work/build.log"; then
    grep -i "deprecat" "$work/build.log" >&2
    fail "the build warns of something deprecated"
fi
wheel="$(ls "$work"/dist/wartable-*.whl)"
for member in wartable/variants/classic/rules.md wartable/variants/slot_wars/rules.md \
    wartable/variants/slot_wars/text/language.md wartable/web/templates/ wartable/py.typed; do
    "$python" - "$wheel" "$member" <<'EOF' || fail "the wheel lacks $member"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
sys.exit(0 if any(name.startswith(sys.argv[2]) for name in names) else 1)
EOF
done
"$python" - "$wheel" <<'EOF' || fail "the wheel's metadata lacks its licence"
import sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
metadata = wheel.read(next(n for n in wheel.namelist() if n.endswith("METADATA"))).decode()
assert "License-Expression: MIT" in metadata
assert any(n.endswith("licenses/LICENSE") for n in wheel.namelist())
EOF
say "built $(basename "$wheel")"

base_python="$("$python" -c 'import sys; print(getattr(sys, "_base_executable", sys.executable))')"
make_venv() {  # make_venv DIR REQUIREMENT
    "$base_python" -m venv "$1"
    "$1/bin/python" -m pip install --quiet --disable-pip-version-check --no-compile \
        -c "$repo/constraints.txt" "$2" >"$1.log" 2>&1 || { cat "$1.log" >&2; fail "pip install $2"; }
}

mkdir "$work/play"
cd "$work/play"  # away from the checkout: nothing can be imported from it

# -- 1. with the extras ---------------------------------------------------------------------------
say "installing the wheel with [sim,events,web] in a clean virtual environment"
make_venv "$work/full" "$wheel[sim,events,web]"
w="$work/full/bin/wartable"
"$work/full/bin/python" -c 'import wartable, sys; sys.exit("wartable" not in wartable.__file__ or "site-packages" not in wartable.__file__)' \
    || fail "wartable is not imported from the virtual environment"
expect "^wartable [0-9]" "$w" --version
expect "Rules: wartable rules slot-wars" "$w" variants
expect "^# Classic War" "$w" rules classic
expect '"engine": "kernel"' "$w" simulate classic -n 500 --seed 1 --json --no-progress
"$w" cards new my-set.yaml --designer Ana --generate 7 >/dev/null || fail "wartable cards new"
"$w" cards check my-set.yaml >check.txt || { cat check.txt >&2; fail "wartable cards check"; }
port="$("$work/full/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$w" serve --port "$port" --db "sqlite:///$work/web.db" --workers 0 --log-level warning \
    >"$work/serve.log" 2>&1 &
server=$!
"$work/full/bin/python" - "$port" <<'EOF' || { cat "$work/serve.log" >&2; fail "wartable serve"; }
import json, sys, time, urllib.request
url = f"http://127.0.0.1:{sys.argv[1]}/api/variants"
for _ in range(120):
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            variants = {v["id"]: v for v in json.load(answer)}
        break
    except OSError:
        time.sleep(0.5)
else:
    sys.exit("the server did not answer")
assert variants["classic"]["rules"].startswith("# Classic War"), "the lobby has no rules"
assert all(v["rules"] for v in variants.values()), "a variant has no rules in the lobby"
reference = f"http://127.0.0.1:{sys.argv[1]}/api/cards/reference"
with urllib.request.urlopen(reference, timeout=10) as answer:
    assert json.load(answer)["markdown"].startswith("# slot-wars cards"), "no card language reference"
EOF
kill "$server"
wait "$server" 2>/dev/null || true
server=""
say "the wheel with extras: variants, rules, simulate, cards check and serve work"

# -- 2. the base install --------------------------------------------------------------------------
say "installing the wheel alone in a clean virtual environment"
make_venv "$work/base" "$wheel"
w="$work/base/bin/wartable"
printf '\n6S\nq\n' | "$w" play classic --seed 5 --delay 0 --record games.jsonl >play.txt \
    || { cat play.txt >&2; fail "wartable play (base)"; }
expect "reproduces exactly" "$w" replay games.jsonl
"$w" simulate hand-of-war -n 20 --seed 1 --engine reference --no-progress >/dev/null \
    || fail "wartable simulate --engine reference (base)"
if "$w" serve --port 1 >serve.txt 2>&1; then fail "serve ran without the web extra"; fi
grep -q "pip install 'wartable\[web\]'" serve.txt || { cat serve.txt >&2; fail "serve's message"; }
site="$("$work/base/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
"$work/base/bin/python" - "$site" <<'EOF'
import os, sys
site = sys.argv[1]
tooling = {"pip", "setuptools", "_distutils_hack", "pkg_resources", "distutils-precedence.pth"}
total = 0
for name in os.listdir(site):
    if name.split("-")[0] in tooling:
        continue
    path = os.path.join(site, name)
    if os.path.isfile(path):
        total += os.path.getsize(path)
    for root, _, files in os.walk(path):
        total += sum(os.path.getsize(os.path.join(root, f)) for f in files)
print(f"package-smoke: the base install takes {total / 1e6:.1f} MB (site-packages, without pip)")
EOF
say "the wheel alone: play, replay and simulate --engine reference work; serve names its extra"
