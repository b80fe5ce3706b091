# The Festival (issue 35; docs/rules-coverage.md, "The Festival"): its tile set. Its scenarios run
# with every scenario (scenario/); selfplay and the bots' arena runs are in scripts/soak, not here
# (scripts/test is at its time limit).
add_test(NAME cli/check-data-festival COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-festival PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "festival 10 tiles")
