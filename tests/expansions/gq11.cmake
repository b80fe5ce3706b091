# GQ11 (issue 34; docs/rules-coverage.md, "GQ11"): its two tile sets, the river set only beside a
# River. The rules' scenarios are tests/scenarios/gq11-*.carc.json and the demos
# data/demos/gq11-*.carc.json (found by their globs). No selfplay or arena here (the test time
# budget): those runs belong to scripts/soak.
add_test(NAME cli/check-data-gq11 COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-gq11 PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "gq11 10 tiles.*gq11/river 2 tiles")
# JCZ's client test game of GQ11 (not among ../shared/reference's): the pig herd and a pig in one
# field. Skipped (exit 4) where the folder is absent.
add_test(NAME jcz/gq11-pig-herd-scoring
         COMMAND carc-cli jcz-check --roundtrip --missing-ok
                 ${CMAKE_SOURCE_DIR}/../jcz-client-tests/engine-tests/gq11)
set_tests_properties(jcz/gq11-pig-herd-scoring PROPERTIES LABELS fast SKIP_RETURN_CODE 4
                     PASS_REGULAR_EXPRESSION "checked 1 files: 1 passed, 0 failed")
# The river set plays only with a River (with_any): base and GQ11 leave 71 + 10 tiles, one in hand; with The
# River its 11 river tiles (RI/s, the start, out) and GQ/CICI come first, GQ/RFI starts the game.
add_test(NAME cli/gq11-without-a-river
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/gq11-without-a-river.carc.json --to 0)
add_test(NAME cli/gq11-with-the-river
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/gq11-with-the-river.carc.json --to 0)
set_tests_properties(cli/gq11-without-a-river PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "remaining: 80 tiles")
set_tests_properties(cli/gq11-with-the-river PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "remaining: 92 tiles")
