# Flying Machines (issue 34; docs/rules-coverage.md, "Flying Machines"): its tile sets. The rules'
# scenarios are tests/scenarios/flier-*.carc.json and the demo data/demos/flier-*.carc.json (found
# by their globs); JCZ's placement-is-mandatory game runs with the jcz-check tests. No selfplay or
# arena here (the test time budget): those runs belong to scripts/soak.
add_test(NAME cli/check-data-flier COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-flier PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "flier:1 8 tiles.*flier:2 8 tiles")
