# Mage & Witch (issue 34; docs/rules-coverage.md, "Mage & Witch"): its tile sets. Its scenarios run
# with every other under scenario/; selfplay and arena runs of it belong in scripts/soak (the test
# time budget), their results are in docs/bots.md.
add_test(NAME cli/check-data-mage-witch COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-mage-witch PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "mage-and-witch:2 8 tiles")
