# Corn Circles (issue 34; docs/rules-coverage.md, "Corn Circles"): its two tile sets. Its scenarios
# run with every scenario (scenario/); selfplay and the bots' arena runs are in scripts/soak, not
# here (scripts/test is at its time limit).
add_test(NAME cli/check-data-corn-circles COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-corn-circles PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "corn-circles/1 6 tiles.*corn-circles/2 6 tiles")
