#!/bin/sh
# Runs a command and compares what it prints with an expected file, line for line; on a
# difference prints both and fails. Usage: expect_output.sh EXPECTED COMMAND...
expected=$1; shift
out=$("$@" 2>&1); rc=$?
if [ "$rc" -ne 0 ]; then printf '%s\n' "$out"; echo "exit code $rc"; exit 1; fi
if ! printf '%s\n' "$out" | diff -u "$expected" -; then
    echo "output differs from $expected"
    exit 1
fi
echo "matches $expected"
