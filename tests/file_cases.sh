#!/bin/sh
# What a user can do to their files from the command line (docs/reliability.md, "What a user can
# do to their files"): each case sets up files in a private folder, runs carc-cli and checks the
# exit code, the message and what is left on disk. Usage: file_cases.sh CARC_CLI TESTS_DIR CASE
cli=$1; tests=$2; case=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/carc-files-XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
save=$tests/scenarios/road-loop.carc.json
jcz=$tests/data/jcz/games/base-roads-cities-fields.jcz
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# run CODE PATTERN COMMAND...: the command must exit with CODE and print a line matching PATTERN
# (grep -E), within 20 seconds (a named pipe must never make it wait).
run() {
    code=$1; pattern=$2; shift 2
    out=$(timeout 20 "$@" 2>&1); rc=$?
    printf '%s\n' "$out" | sed 's/^/  | /'
    [ "$rc" -eq "$code" ] || fail "$* exited $rc, expected $code"
    printf '%s\n' "$out" | grep -Eq "$pattern" || fail "$*: no line matching '$pattern'"
}
same() { cmp -s "$1" "$2" || fail "$1 changed"; }
mode_of() { stat -c %a "$1"; }

case $case in
input-special)
    # A named pipe or a device as input is refused at once (no waiting for a writer, no reading
    # without end), like a folder.
    mkfifo pipe.carc.json pipe.jcz
    run 2 '^error: pipe\.carc\.json: is a named pipe \(FIFO\), not a file' "$cli" replay pipe.carc.json
    run 2 '^error: pipe\.carc\.json: is a named pipe' "$cli" analyse pipe.carc.json
    run 2 '^error: pipe\.carc\.json: is a named pipe' "$cli" export-jcz pipe.carc.json --out x.jcz
    run 2 '^error: pipe\.jcz: is a named pipe' "$cli" import pipe.jcz --out x.carc.json
    run 1 '^FAIL pipe\.jcz: malformed: is a named pipe' "$cli" jcz-check pipe.jcz
    run 2 '^error: /dev/zero: is a character device, not a file' "$cli" replay /dev/zero
    mkdir folder.carc.json
    run 2 '^error: folder\.carc\.json: is a folder, not a file' "$cli" replay folder.carc.json
    ;;
input-too-large)
    # A file over the limit is refused by its size, without being read (a sparse gigabyte).
    truncate -s 1G big.carc.json
    run 2 '^error: big\.carc\.json: the file is 1024 MB; at most 32 MB is read' "$cli" replay big.carc.json
    ;;
*)
    echo "unknown case $case"; exit 2 ;;
esac
[ "$failures" -eq 0 ] || { echo "$failures failures"; exit 1; }
echo "all checks passed"
