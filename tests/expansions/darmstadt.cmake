# Darmstadt (issue 34; docs/rules-coverage.md, "Darmstadt"): its tile set, selfplay alone, with the
# other monastic rules (the abbot, the shrines' challenge, the wagon's moves) and with every other
# expansion that combines, and the bots at every level with the invariants checked.
add_test(NAME cli/check-data-darmstadt COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-darmstadt PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "darmstadt 3 tiles")
add_test(NAME selfplay/base-darmstadt COMMAND carc-cli selfplay --games 300 --seed 94000 --players 3
         --expansions base,darmstadt --quiet)
add_test(NAME selfplay/darmstadt-monastic COMMAND carc-cli selfplay --games 150 --seed 95000 --players 4
         --expansions base,abbot,shrines,abbey-mayor,darmstadt --quiet)
add_test(NAME selfplay/darmstadt-with-all-others COMMAND carc-cli selfplay --games 50 --seed 96000 --players 4
         --expansions base,abbot,inns-cathedrals,traders-builders,princess-dragon,king-robber,shrines,tower,abbey-mayor,bridges-castles-bazaars,count,wind-roses,darmstadt
         --quiet)
set_tests_properties(selfplay/base-darmstadt selfplay/darmstadt-monastic selfplay/darmstadt-with-all-others
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
add_test(NAME arena/darmstadt COMMAND carc-cli arena --bots greedy,easy,greedy --games 30 --seed 9200
         --expansions base,darmstadt --check --quiet)
add_test(NAME arena/darmstadt-searching COMMAND carc-cli arena --bots hard,medium --games 2 --seed 9300
         --ms 15 --expansions base,darmstadt --check --quiet)
set_tests_properties(arena/darmstadt arena/darmstadt-searching
                     PROPERTIES LABELS slow PASS_REGULAR_EXPRESSION " 0 invariant violations")
