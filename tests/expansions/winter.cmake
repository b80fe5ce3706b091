# The Winter Edition (issue 35; docs/rules-coverage.md, "Winter Edition"): its tile set (the 72 base
# tiles in winter dress and its 12 own, played instead of the base game's pile), selfplay alone and
# with Inns & Cathedrals (its inn) and the Abbot (no garden in its pile), and the bots at every level
# with the invariants checked.
add_test(NAME cli/check-data-winter COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-winter PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "winter 84 tiles")
add_test(NAME selfplay/base-winter COMMAND carc-cli selfplay --games 200 --seed 135000 --players 3
         --expansions base,winter --quiet)
add_test(NAME selfplay/winter-mixed COMMAND carc-cli selfplay --games 100 --seed 135500 --players 4
         --expansions base,winter,spiel-doch,abbot,inns-cathedrals,traders-builders --quiet)
set_tests_properties(selfplay/base-winter selfplay/winter-mixed
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/winter COMMAND carc-cli arena --bots greedy,easy,medium --games 30 --seed 13600
         --expansions base,winter --check --quiet)
set_tests_properties(arena/winter PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
# The pile: the Winter Edition's 84 tiles instead of the base game's 72: 82 left after the start
# tile and the first draw (both piles would leave 154, the base game alone 70).
add_test(NAME cli/winter-pile-replaces-the-base-pile
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/winter-pile-replaces-the-base-pile.carc.json --to 0)
set_tests_properties(cli/winter-pile-replaces-the-base-pile PROPERTIES LABELS fast
                     PASS_REGULAR_EXPRESSION "remaining: 82 tiles")
