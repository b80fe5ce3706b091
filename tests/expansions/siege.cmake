# The Siege (issue 34; docs/rules-coverage.md, "The Siege"): its tile sets, selfplay alone, with the
# expansions its rules meet (the cathedral, the pig, the barn and the abbey, shrines, the builder's
# second tile before the escape) and with every other expansion that combines, and the bots at every
# level with the invariants checked.
add_test(NAME cli/check-data-siege COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-siege PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "siege/besiegers 6 tiles[\r\n]+siege/cathars 4 tiles")
add_test(NAME selfplay/base-siege COMMAND carc-cli selfplay --games 300 --seed 94000 --players 3
         --expansions base,siege --quiet)
add_test(NAME selfplay/siege-monasteries-and-cities COMMAND carc-cli selfplay --games 150 --seed 95000 --players 4
         --expansions base,siege,inns-cathedrals,traders-builders,abbey-mayor,shrines --quiet)
add_test(NAME selfplay/siege-with-all-others COMMAND carc-cli selfplay --games 50 --seed 96000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,wind-roses,siege
         --quiet)
set_tests_properties(selfplay/base-siege selfplay/siege-monasteries-and-cities selfplay/siege-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/siege COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9200
         --expansions base,siege --check --quiet)
add_test(NAME arena/siege-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9300
         --ms 15 --expansions base,siege --check --quiet)
set_tests_properties(arena/siege arena/siege-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
