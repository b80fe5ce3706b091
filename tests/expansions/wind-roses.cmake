# Wind Roses (issue 34; docs/rules-coverage.md, "Wind Roses"): its tile set, selfplay alone, with a
# river (the big rose then an ordinary tile of the pile), with the City of Carcassonne and with every
# other expansion that combines, and the bots at every level with the invariants checked.
add_test(NAME cli/check-data-wind-roses COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-wind-roses PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "wind-roses 6 tiles")
add_test(NAME selfplay/base-wind-roses COMMAND carc-cli selfplay --games 300 --seed 90000 --players 3
         --expansions base,wind-roses --quiet)
add_test(NAME selfplay/wind-roses-river COMMAND carc-cli selfplay --games 150 --seed 91000 --players 2
         --expansions base,river,wind-roses --quiet)
add_test(NAME selfplay/wind-roses-count COMMAND carc-cli selfplay --games 100 --seed 92000 --players 4
         --expansions base,count,wind-roses --quiet)
add_test(NAME selfplay/wind-roses-with-all-others COMMAND carc-cli selfplay --games 50 --seed 93000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,wind-roses
         --quiet)
set_tests_properties(selfplay/base-wind-roses selfplay/wind-roses-river selfplay/wind-roses-count
                     selfplay/wind-roses-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/wind-roses COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9000
         --expansions base,wind-roses --check --quiet)
add_test(NAME arena/wind-roses-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9100
         --ms 15 --expansions base,wind-roses --check --quiet)
set_tests_properties(arena/wind-roses arena/wind-roses-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
