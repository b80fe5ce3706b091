#!/bin/sh
# check-data refuses a rules text that lost the anchor a log line opens: a copy of the data whose
# French Inns & Cathedrals text has no {#inn}. Usage: check_data_rule_links.sh CARC_CLI DATA_DIR WORK_DIR
cli=$1; data=$2; work=$3/check-data-rule-links
rm -rf "$work" && mkdir -p "$work" && cp -r "$data" "$work/data" || exit 1
sed -i 's/{#inn} //' "$work/data/rules/fr/inns_cathedrals.md" || exit 1
out=$("$cli" check-data --data "$work/data" 2>&1); rc=$?
printf '%s\n' "$out"
[ "$rc" -eq 2 ] || { echo "expected exit code 2, got $rc"; exit 1; }
printf '%s\n' "$out" | grep -q "^error: .*fr/inns_cathedrals.md: needs the anchor {#inn} once" ||
    { echo "no error naming fr/inns_cathedrals.md and its missing anchor"; exit 1; }
