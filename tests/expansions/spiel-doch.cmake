# Spiel Doch! (issue 35; docs/rules-coverage.md, "Spiel Doch!"): its two tile sets (the edition
# chooses the junction with or without a garden), selfplay alone and with the Abbot (who may stand
# in the garden), and the bots at every level with the invariants checked.
add_test(NAME cli/check-data-spiel-doch COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-spiel-doch PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "spiel-doch:2 2 tiles")
add_test(NAME selfplay/base-spiel-doch COMMAND carc-cli selfplay --games 200 --seed 137000 --players 3
         --expansions base,spiel-doch,abbot --quiet)
set_tests_properties(selfplay/base-spiel-doch PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/spiel-doch COMMAND carc-cli arena --bots greedy,easy,hard --games 30 --seed 13800
         --expansions base,spiel-doch,abbot --check --quiet)
set_tests_properties(arena/spiel-doch PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
