# Watchtowers (issue 34; docs/rules-coverage.md, "Watchtowers"): its tile set, selfplay alone, with
# the other monastic buildings and pennant-rich sets the symbols count (the abbot's gardens are not
# monastic, the shrines and churches are), with every other expansion that combines, and the bots
# at every level with the invariants checked.
add_test(NAME cli/check-data-watchtowers COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-watchtowers PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "watchtowers 12 tiles")
add_test(NAME selfplay/base-watchtowers COMMAND carc-cli selfplay --games 300 --seed 97000 --players 3
         --expansions base,watchtowers --quiet)
add_test(NAME selfplay/watchtowers-monastic COMMAND carc-cli selfplay --games 150 --seed 98000 --players 4
         --expansions base,abbot,shrines,abbey-mayor,darmstadt,watchtowers --quiet)
add_test(NAME selfplay/watchtowers-with-all-others COMMAND carc-cli selfplay --games 50 --seed 99000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,count,wind-roses,darmstadt,siege,watchtowers
         --quiet)
set_tests_properties(selfplay/base-watchtowers selfplay/watchtowers-monastic selfplay/watchtowers-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/watchtowers COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9400
         --expansions base,watchtowers --check --quiet)
add_test(NAME arena/watchtowers-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9500
         --ms 15 --expansions base,watchtowers --check --quiet)
set_tests_properties(arena/watchtowers arena/watchtowers-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
