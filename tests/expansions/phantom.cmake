# The Phantom (issue 35; docs/rules-coverage.md, "The Phantom"): the expansion listed. Its rules'
# scenarios are tests/scenarios/phantom-*.carc.json and the demo data/demos/phantom-*.carc.json
# (found by their globs). No selfplay or arena here (the test time budget): those runs belong to
# scripts/soak.
add_test(NAME cli/check-data-phantom COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-phantom PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "phantom no tiles")
