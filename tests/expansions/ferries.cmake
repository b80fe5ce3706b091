# The Ferries (issue 35; docs/rules-coverage.md, "The Ferries"): its tile set. The rules' scenarios
# are tests/scenarios/ferries-*.carc.json and the demo data/demos/ferries-*.carc.json (found by
# their globs). JCZ has no test games of it: the exchange is checked by check-mixes.sh (docs/jcz.md).
# No selfplay or arena here (the test time budget): those runs belong to scripts/soak.
add_test(NAME cli/check-data-ferries COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-ferries PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "ferries 8 tiles")
