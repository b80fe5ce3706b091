#!/bin/sh
# Runs a command that must refuse its input: it must exit with the given code and print a line
# starting "error: " that names the file. Usage: expect_error.sh CODE FILE COMMAND...
code=$1; file=$2; shift 2
out=$("$@" 2>&1); rc=$?
printf '%s\n' "$out"
[ "$rc" -eq "$code" ] || { echo "expected exit code $code, got $rc"; exit 1; }
printf '%s\n' "$out" | grep -q "^error: .*$(basename "$file")" || { echo "no 'error:' line naming $(basename "$file")"; exit 1; }
