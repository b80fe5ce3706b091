# The Labyrinth (issue 34; docs/rules-coverage.md, "The Labyrinth"): check-data lists its tile set.
# Its scenarios and demo run with the others; selfplay and the bots' arena with it are volume and
# live in scripts/soak (the test budget), not here.
add_test(NAME cli/check-data-labyrinth COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-labyrinth PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "labyrinth 1 tiles")
