# Under the Big Top (issue 35; docs/rules-coverage.md, "Under the Big Top"): its tile set. The
# rules' scenarios are tests/scenarios/big-top-*.carc.json and the demos data/demos/big-top-*.carc.json
# (found by their globs). JCZ has no test games of it: the exchange is checked by check-mixes.sh
# (docs/jcz.md). No selfplay or arena here (the test time budget): those runs belong to scripts/soak.
add_test(NAME cli/check-data-big-top COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-big-top PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "under-the-big-top:2 20 tiles")
