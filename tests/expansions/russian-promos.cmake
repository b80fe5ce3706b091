# Russian Promos (issue 34; docs/rules-coverage.md, "Russian Promos"): its tile sets, selfplay alone
# and with the expansions whose figures the traps catch or whose features they touch (the abbot,
# the builder and pig, the castles, the City), and the bots at every level with the invariants
# checked (only followers are ever caught).
add_test(NAME cli/check-data-russian-promos COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-russian-promos PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "russian-promos/2016 2 tiles")
add_test(NAME selfplay/base-russian-promos COMMAND carc-cli selfplay --games 300 --seed 101000 --players 3
         --expansions base,russian-promos --quiet)
add_test(NAME selfplay/russian-promos-mixed COMMAND carc-cli selfplay --games 100 --seed 102000 --players 4
         --expansions base,abbot,traders-builders,abbey-mayor,bridges-castles-bazaars,count,goldmines,little-buildings,russian-promos --quiet)
set_tests_properties(selfplay/base-russian-promos selfplay/russian-promos-mixed
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/russian-promos COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 10400
         --expansions base,russian-promos --check --quiet)
set_tests_properties(arena/russian-promos PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
