# Spiel Doch! (issue 35; docs/rules-coverage.md, "Spiel Doch!"): its two tile sets (the edition
# chooses the junction with or without a garden), selfplay alone and with the Abbot (who may stand
# in the garden), and the bots at every level with the invariants checked.
add_test(NAME cli/check-data-spiel-doch COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-spiel-doch PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "spiel-doch:2 2 tiles")
add_test(NAME selfplay/base-spiel-doch COMMAND carc-cli selfplay --games 200 --seed 137000 --players 3
         --expansions base,spiel-doch,abbot --quiet)
set_tests_properties(selfplay/base-spiel-doch PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/spiel-doch COMMAND carc-cli arena --bots greedy,easy,medium --games 30 --seed 13800
         --expansions base,spiel-doch,abbot --check --quiet)
set_tests_properties(arena/spiel-doch PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
# The pile: the base game's 72 and the two Spiel Doch! tiles, 72 left after the start tile and the
# first draw, in either edition.
add_test(NAME cli/spiel-doch-second-edition
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/spiel-doch-second-edition.carc.json --to 0)
add_test(NAME cli/spiel-doch-first-edition
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/spiel-doch-first-edition.carc.json --to 0)
set_tests_properties(cli/spiel-doch-second-edition cli/spiel-doch-first-edition PROPERTIES LABELS fast
                     PASS_REGULAR_EXPRESSION "remaining: 72 tiles")
