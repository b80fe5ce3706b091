# Hills & Sheep: the hills, the vineyards and (part 2) the shepherd with its bag of sheep (issue 33;
# docs/rules-coverage.md, "Hills & Sheep"): its tile sets, selfplay alone, with the Abbot (the
# garden of the second edition), with Abbey & Mayor and with every other expansion that combines,
# and the bots at every level with the invariants checked (the tile under a hill and the bag's order
# hidden from every seat; every sheep token in the bag or a flock). Seed 96025 of the mix with every
# other found that an abbey placed instead of a tile bought at a bazaar put the pile's last drawn
# tile back (am-abbey-not-in-a-bazaar-round).
add_test(NAME cli/check-data-hills-sheep COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-hills-sheep PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "hills-and-sheep:2 18 tiles")
add_test(NAME selfplay/base-hills-sheep COMMAND carc-cli selfplay --games 300 --seed 94000 --players 3
         --expansions base,hills-sheep --quiet)
add_test(NAME selfplay/hills-sheep-abbot-river COMMAND carc-cli selfplay --games 150 --seed 95000 --players 2
         --expansions base,river,abbot,hills-sheep --quiet)
add_test(NAME selfplay/hills-sheep-with-all-others COMMAND carc-cli selfplay --games 50 --seed 96000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,wind-roses,hills-sheep
         --quiet)
set_tests_properties(selfplay/base-hills-sheep selfplay/hills-sheep-abbot-river selfplay/hills-sheep-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/hills-sheep COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9200
         --expansions base,hills-sheep --check --quiet)
add_test(NAME arena/hills-sheep-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9300
         --ms 15 --expansions base,hills-sheep --check --quiet)
set_tests_properties(arena/hills-sheep arena/hills-sheep-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
