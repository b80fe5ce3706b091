#!/bin/sh
# Runs a command whose output holds names with control characters: nothing it prints may be a raw
# control character (newlines and tabs aside), and it must print TEXT (the names escaped, as
# "\x1b"). Usage: expect_escaped.sh TEXT COMMAND...
text=$1; shift
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
"$@" >"$out" 2>&1
sed 's/^/  | /' "$out"
# The output less every control character but newline and tab must be the output itself.
if ! tr -d '\000-\010\013-\037\177' <"$out" | cmp -s - "$out"; then
    echo "raw control characters reached the output:"
    od -c "$out" | grep -E '\\0|033|\\a|[0-9]{3}' | head -5
    exit 1
fi
grep -qF -- "$text" "$out" || { echo "no '$text' in the output"; exit 1; }
echo "escaped"
