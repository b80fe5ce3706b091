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
output-is-input)
    # The output over its own input: refused even with --force, the input untouched.
    cp "$save" g.carc.json; cp g.carc.json g.orig
    run 5 '^error: g\.carc\.json: is the input file' "$cli" export-jcz g.carc.json --out g.carc.json
    run 5 '^error: \./g\.carc\.json: is the input file' "$cli" export-jcz g.carc.json --out ./g.carc.json --force
    same g.carc.json g.orig
    cp "$jcz" x.jcz; cp x.jcz x.orig
    run 5 '^error: x\.jcz: is the input file' "$cli" import x.jcz --out x.jcz --force
    same x.jcz x.orig
    # Through a symbolic link, and through a hard link.
    ln -s g.carc.json link.json; ln g.carc.json hard.json
    run 5 '^error: link\.json: is the input file' "$cli" export-jcz g.carc.json --out link.json --force
    run 5 '^error: hard\.json: is the input file' "$cli" export-jcz g.carc.json --out hard.json --force
    same g.carc.json g.orig
    [ -L link.json ] || fail "link.json is no longer a symbolic link"
    # jcz-play-on writes OUT/<folder>-<name>.jcz: refused when that is one of its inputs (here a
    # hard link to it), even with --force.
    mkdir in out; cp "$jcz" in/x.jcz; cp in/x.jcz x.orig; ln in/x.jcz out/in-x.jcz
    run 5 '^error: out/in-x\.jcz: is the input file in/x\.jcz' "$cli" jcz-play-on in/x.jcz --out out --force
    same in/x.jcz x.orig
    ;;
output-exists)
    # An existing output is refused without --force, and replaced with it: its permissions kept,
    # a symbolic link written through to its file.
    "$cli" export-jcz "$save" --out x.jcz >/dev/null || fail "first export"
    echo "mine" > x.jcz; chmod 640 x.jcz
    run 5 '^error: x\.jcz: already exists \(--force replaces it\)' "$cli" export-jcz "$save" --out x.jcz
    [ "$(cat x.jcz)" = mine ] || fail "x.jcz was replaced without --force"
    run 0 '^exported ' "$cli" export-jcz "$save" --out x.jcz --force
    grep -q '"appVersion"' x.jcz || fail "x.jcz was not replaced with --force"
    [ "$(mode_of x.jcz)" = 640 ] || fail "x.jcz has mode $(mode_of x.jcz), not 640"
    echo "mine" > target.carc.json; chmod 604 target.carc.json; ln -s target.carc.json out.carc.json
    run 5 'already exists' "$cli" import "$jcz" --out out.carc.json
    run 0 '^imported ' "$cli" import "$jcz" --out out.carc.json --force
    [ -L out.carc.json ] || fail "out.carc.json is no longer a symbolic link"
    grep -q carcassonne-save target.carc.json || fail "the link's file was not written"
    [ "$(mode_of target.carc.json)" = 604 ] || fail "target.carc.json has mode $(mode_of target.carc.json)"
    echo "mine" > s.carc.json
    run 5 '^error: s\.carc\.json: already exists' "$cli" selfplay --games 1 --save s.carc.json --quiet
    [ "$(cat s.carc.json)" = mine ] || fail "selfplay --save replaced s.carc.json"
    run 0 ' 0 invariant violations' "$cli" selfplay --games 1 --save s.carc.json --force --quiet
    grep -q carcassonne-save s.carc.json || fail "selfplay --save --force did not write"
    # jcz-play-on: a game already in its folder (an earlier run's, or a second input of the same
    # folder and file names) is refused without --force, and the other games are still written.
    mkdir -p a/games b/games played; cp "$jcz" a/games/x.jcz; cp "$jcz" b/games/x.jcz; cp "$jcz" b/games/y.jcz
    run 5 '^error: played/games-x\.jcz: already exists \(--force replaces it\)' \
        "$cli" jcz-play-on a/games/x.jcz b/games --out played
    grep -q '"appVersion"' played/games-y.jcz || fail "jcz-play-on did not write the game after a refused one"
    cp played/games-x.jcz first.jcz
    run 5 'already exists' "$cli" jcz-play-on b/games/x.jcz --out played --seed 9
    same played/games-x.jcz first.jcz
    run 0 '^played on 1 of 1 files' "$cli" jcz-play-on b/games/x.jcz --out played --seed 9 --force
    cmp -s played/games-x.jcz first.jcz && fail "jcz-play-on --force did not replace played/games-x.jcz"
    # A new file gets the permissions of any new file (0666 less the umask), not 0600.
    (umask 022 && "$cli" export-jcz "$save" --out new.jcz >/dev/null)
    [ "$(mode_of new.jcz)" = 644 ] || fail "new.jcz has mode $(mode_of new.jcz), not 644"
    ;;
output-special)
    # Only regular files are written: a named pipe, a folder or a device is refused with what it
    # is and stays what it was; the system's reason when it refuses.
    mkfifo pipe.jcz
    run 5 '^error: pipe\.jcz: is a named pipe \(FIFO\), not a regular file' "$cli" export-jcz "$save" --out pipe.jcz --force
    [ -p pipe.jcz ] || fail "pipe.jcz is no longer a named pipe"
    mkdir folder.jcz
    run 5 '^error: folder\.jcz: is a folder' "$cli" export-jcz "$save" --out folder.jcz --force
    [ -d folder.jcz ] || fail "folder.jcz is no longer a folder"
    if mknod null.jcz c 1 3 2>/dev/null; then
        run 5 '^error: null\.jcz: is a character device' "$cli" export-jcz "$save" --out null.jcz --force
        [ -c null.jcz ] || fail "null.jcz is no longer a device"
    fi
    run 5 '^error: missing/x\.jcz: cannot create a temporary file in missing \(No such file or directory\)' \
        "$cli" export-jcz "$save" --out missing/x.jcz
    if [ "$(id -u)" -ne 0 ]; then
        mkdir locked; chmod 555 locked
        run 5 '\(Permission denied\)' "$cli" export-jcz "$save" --out locked/x.jcz
    fi
    ;;
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
