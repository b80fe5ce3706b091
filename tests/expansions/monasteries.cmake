# Monasteries (issue 34; docs/rules-coverage.md, "Monasteries"): its tile set. The rules' scenarios
# are tests/scenarios/monasteries-*.carc.json and the demo data/demos/monasteries-*.carc.json (found
# by their globs). No selfplay or arena here (the test time budget): those runs belong to
# scripts/soak.
add_test(NAME cli/check-data-monasteries COMMAND carc-cli check-data)
set_tests_properties(cli/check-data-monasteries PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "monasteries 6 tiles")
# JCZ's client test game of the Monasteries (not among ../shared/reference's): an abbot's rows at
# the end. Skipped (exit 4) where the folder is absent.
add_test(NAME jcz/monasteries-abbot-scoring
         COMMAND carc-cli jcz-check --roundtrip --missing-ok
                 ${CMAKE_SOURCE_DIR}/../jcz-client-tests/engine-tests/monasteries)
set_tests_properties(jcz/monasteries-abbot-scoring PROPERTIES LABELS fast SKIP_RETURN_CODE 4
                     PASS_REGULAR_EXPRESSION "checked 1 files: 1 passed, 0 failed")
# The option base_monasteries (JCZ's rule keep-monasteries): by default the six replace the base
# game's BA/L and BA/LR (70 tiles to draw, as the base game alone); kept, 76.
add_test(NAME cli/monasteries-replace-the-base-monasteries
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/monasteries-replace-the-base-monasteries.carc.json --to 0)
add_test(NAME cli/monasteries-keep-the-base-monasteries
         COMMAND carc-cli analyse ${CMAKE_CURRENT_SOURCE_DIR}/expansions/monasteries-keep-the-base-monasteries.carc.json --to 0)
set_tests_properties(cli/monasteries-replace-the-base-monasteries PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "remaining: 70 tiles")
set_tests_properties(cli/monasteries-keep-the-base-monasteries PROPERTIES LABELS fast PASS_REGULAR_EXPRESSION "remaining: 76 tiles")
