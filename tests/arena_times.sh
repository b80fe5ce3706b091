#!/bin/sh
# arena --times (issue 36): a short arena must print, per bot, one "times:" line whose counts
# match its "time:" line and whose percentiles are in order (p50 <= p90 <= p99 <= max), with no
# decision past the --ms deadline. Usage: arena_times.sh CARC_CLI ARGS... (the arena's arguments
# without --times).
cli=$1; shift
out=$("$cli" arena "$@" --times 2>&1); rc=$?
printf '%s\n' "$out"
[ "$rc" -eq 0 ] || { echo "arena exited with $rc"; exit 1; }
printf '%s\n' "$out" | awk '
/^time: / {
    # "time: hard (bot A) 1.2 ms per decision, slowest 3 ms, 40 decisions[, ...]"
    for (i = 1; i <= NF; ++i) if ($i ~ /^decisions/) all[$4] = $(i - 1)
    ++time_lines
}
/^times: / {
    # "times: hard (bot A) 35 of 40 decisions with a choice: p50 X ms, p90 X ms, p99 X ms,
    #  max X ms, K over the M ms deadline"
    bot = $4; with_choice[bot] = $5; of[bot] = $7
    p50 = $13; p90 = $16; p99 = $19; max = $22; over = $24
    if (with_choice[bot] < 1) { print "no decision with a choice for bot " bot; bad = 1 }
    if (with_choice[bot] > of[bot]) { print "more decisions with a choice than decisions: " bot; bad = 1 }
    if (!(p50 + 0 <= p90 + 0 && p90 + 0 <= p99 + 0 && p99 + 0 <= max + 0)) {
        print "percentiles out of order for bot " bot; bad = 1
    }
    if (over != 0) { print over " decisions past the deadline for bot " bot; bad = 1 }
    ++times_lines
}
END {
    if (time_lines < 2 || times_lines != time_lines) { print "expected a times: line per time: line"; bad = 1 }
    for (b in of) if (of[b] != all[b]) { print "bot " b ": " of[b] " decisions, time: says " all[b]; bad = 1 }
    if (bad) exit 1
    print "times lines sane"
}'
