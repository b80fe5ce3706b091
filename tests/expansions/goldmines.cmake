# Goldmines (issue 34; docs/rules-coverage.md, "Goldmines"): its tile set, selfplay alone, with the
# expansions whose features share out ingots in their own ways (monastic buildings, castles, the
# wagon and the builder) and with every other expansion that combines, and the bots at every level
# with the invariants checked (every ingot put out is on the board or held).
add_test(NAME cli/check-data-goldmines COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-goldmines PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "goldmines 8 tiles")
add_test(NAME selfplay/base-goldmines COMMAND carc-cli selfplay --games 300 --seed 97000 --players 3
         --expansions base,goldmines --quiet)
add_test(NAME selfplay/goldmines-mixed COMMAND carc-cli selfplay --games 150 --seed 98000 --players 4
         --expansions base,abbot,traders-builders,abbey-mayor,darmstadt,bridges-castles-bazaars,goldmines --quiet)
add_test(NAME selfplay/goldmines-with-all-others COMMAND carc-cli selfplay --games 50 --seed 99000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,count,wind-roses,darmstadt,siege,hills-sheep,goldmines
         --quiet)
set_tests_properties(selfplay/base-goldmines selfplay/goldmines-mixed selfplay/goldmines-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/goldmines COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9400
         --expansions base,goldmines --check --quiet)
add_test(NAME arena/goldmines-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9500
         --ms 15 --expansions base,goldmines --check --quiet)
set_tests_properties(arena/goldmines arena/goldmines-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
