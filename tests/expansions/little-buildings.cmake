# Little Buildings (issue 34; docs/rules-coverage.md, "Little Buildings"): listed by check-data (no
# tiles), selfplay alone, in both scorings, with the expansions whose features it counts (the
# Abbot's gardens and return, Inns & Cathedrals, the Tower, Abbey & Mayor's barns and wagons) and
# with every other, and the bots at every level with the invariants checked.
add_test(NAME cli/check-data-little-buildings COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-little-buildings PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "little-buildings no tiles")
add_test(NAME selfplay/base-little-buildings COMMAND carc-cli selfplay --games 300 --seed 97000 --players 3
         --expansions base,little-buildings --quiet)
add_test(NAME selfplay/little-buildings-3-2-1 COMMAND carc-cli selfplay --games 200 --seed 97500 --players 2
         --expansions base,little-buildings --option little-buildings.scoring=3-2-1 --quiet)
add_test(NAME selfplay/little-buildings-features COMMAND carc-cli selfplay --games 150 --seed 98000 --players 4
         --expansions base,abbot,inns-cathedrals,tower,abbey-mayor,shrines,little-buildings --quiet)
add_test(NAME selfplay/little-buildings-with-all-others COMMAND carc-cli selfplay --games 50 --seed 99000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,count,wind-roses,darmstadt,siege,hills-sheep,little-buildings
         --quiet)
set_tests_properties(selfplay/base-little-buildings selfplay/little-buildings-3-2-1 selfplay/little-buildings-features
                     selfplay/little-buildings-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/little-buildings COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9400
         --expansions base,little-buildings --check --quiet)
add_test(NAME arena/little-buildings-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9500
         --ms 15 --expansions base,little-buildings --check --quiet)
set_tests_properties(arena/little-buildings arena/little-buildings-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
